import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { MarketplaceSettings, ReviewSettings } from '@phonehub/contracts';
import { Roles } from '../common/decorators/roles.decorator';
import { MarketplaceSettingsDto } from './marketplace-settings.dto';
import { ReviewSettingsDto } from './review-settings.dto';
import { SettingsService } from './settings.service';

@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin/settings')
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
