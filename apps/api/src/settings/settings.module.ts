import { Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminSettingsController } from './admin-settings.controller';
import { MarketplaceSettingsEntity } from './marketplace-settings.entity';
import { marketplaceConfig } from './marketplace.config';
import { SettingsService } from './settings.service';
import { AdminSiteSettingsController, SiteSettingsController } from './site-settings.controller';
import { SiteSettingsEntity } from './site-settings.entity';
import { SiteSettingsService } from './site-settings.service';

/** Settings an admin changes at run time (the marketplace fee), and the configured shipping cap. */
@Module({
  imports: [
    TypeOrmModule.forFeature([MarketplaceSettingsEntity, SiteSettingsEntity]),
    ConfigModule.forFeature(marketplaceConfig),
  ],
  controllers: [AdminSettingsController, SiteSettingsController, AdminSiteSettingsController],
  providers: [SettingsService, SiteSettingsService],
  exports: [SettingsService, SiteSettingsService],
})
export class SettingsModule {}
