import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import type { MarketplaceSettings, ReviewSettings } from '@phonehub/contracts';
import { feeBpsToPercent, feePercentToBps, PLATFORM_FEE_BPS } from '@phonehub/domain';
import { MarketplaceSettingsEntity } from './marketplace-settings.entity';
import { marketplaceConfig, type MarketplaceConfig } from './marketplace.config';

/** The marketplace settings (one row the migration creates). Other modules read them here. */
@Injectable()
export class SettingsService {
  constructor(
    @InjectRepository(MarketplaceSettingsEntity)
    private readonly settings: Repository<MarketplaceSettingsEntity>,
    @Inject(marketplaceConfig.KEY) private readonly config: MarketplaceConfig,
  ) {}

  /** The most one seller's parcel may charge for shipping, cents (SELLER_SHIPPING_CAP, $50 by default). */
  get parcelShippingCapCents(): number {
    return this.config.parcelShippingCapCents;
  }

  /** The platform fee for an order placed now, in basis points; read in the caller's transaction when given. */
  async platformFeeBps(manager?: EntityManager): Promise<number> {
    const repository = manager ? manager.getRepository(MarketplaceSettingsEntity) : this.settings;
    const row = await repository.findOne({ where: { id: 1 }, select: { id: true, platformFeeBps: true } });
    return row?.platformFeeBps ?? PLATFORM_FEE_BPS;
  }

  async marketplace(): Promise<MarketplaceSettings> {
    return { platform_fee_percent: feeBpsToPercent(await this.platformFeeBps()) };
  }

  /** Whether staff reviews count in products' ratings (the catalogue reads it for every rating it shows). */
  async countStaffReviews(): Promise<boolean> {
    const row = await this.settings.findOne({
      where: { id: 1 },
      select: { id: true, countStaffReviews: true },
    });
    return row?.countStaffReviews ?? false;
  }

  async reviewSettings(): Promise<ReviewSettings> {
    return { count_staff_reviews: await this.countStaffReviews() };
  }

  async updateReviewSettings(settings: ReviewSettings): Promise<ReviewSettings> {
    await this.settings.upsert(
      { id: 1, countStaffReviews: settings.count_staff_reviews },
      { conflictPaths: ['id'] },
    );
    return this.reviewSettings();
  }

  /** A new fee applies to orders placed from now on; placed orders keep the fee frozen on their lines. */
  async updateMarketplace(settings: MarketplaceSettings): Promise<MarketplaceSettings> {
    await this.settings.upsert(
      { id: 1, platformFeeBps: feePercentToBps(settings.platform_fee_percent) },
      { conflictPaths: ['id'] },
    );
    return this.marketplace();
  }
}
