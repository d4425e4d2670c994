import { Body, Get, Put } from '@nestjs/common';
import type { MarketplaceSettings, ReviewSettings } from '@phonehub/contracts';
import { AdminController } from '../common/decorators/admin-controller.decorator';
import { MarketplaceSettingsDto } from './marketplace-settings.dto';
import { ReviewSettingsDto } from './review-settings.dto';
import { SettingsService } from './settings.service';

@AdminController('admin/settings')
export class AdminSettingsController {
  constructor(private readonly settings: SettingsService) {}

  @Get('marketplace')
  marketplace(): Promise<MarketplaceSettings> {
    return this.settings.marketplace();
  }

  @Put('marketplace')
  updateMarketplace(@Body() dto: MarketplaceSettingsDto): Promise<MarketplaceSettings> {
    return this.settings.updateMarketplace(dto);
  }

  @Get('reviews')
  reviews(): Promise<ReviewSettings> {
    return this.settings.reviewSettings();
  }

  /** Takes effect at once: listings and product pages compute ratings on each read. */
  @Put('reviews')
  updateReviews(@Body() dto: ReviewSettingsDto): Promise<ReviewSettings> {
    return this.settings.updateReviewSettings(dto);
  }
}
