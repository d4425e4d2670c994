import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import type { MarketplaceSettings } from '@phonehub/contracts';
import { feeBpsToPercent, feePercentToBps, PLATFORM_FEE_BPS } from '@phonehub/domain';
import { MarketplaceSettingsEntity } from './marketplace-settings.entity';

/** The marketplace settings (one row the migration creates). Other modules read them here. */
@Injectable()
export class SettingsService {
  constructor(
    @InjectRepository(MarketplaceSettingsEntity)
    private readonly settings: Repository<MarketplaceSettingsEntity>,
  ) {}

  /** The platform fee for an order placed now, in basis points; read in the caller's transaction when given. */
  async platformFeeBps(manager?: EntityManager): Promise<number> {
    const repository = manager ? manager.getRepository(MarketplaceSettingsEntity) : this.settings;
    const row = await repository.findOne({ where: { id: 1 }, select: { id: true, platformFeeBps: true } });
    return row?.platformFeeBps ?? PLATFORM_FEE_BPS;
  }

  async marketplace(): Promise<MarketplaceSettings> {
    return { platform_fee_percent: feeBpsToPercent(await this.platformFeeBps()) };
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
