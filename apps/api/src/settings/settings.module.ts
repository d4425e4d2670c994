import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminSettingsController } from './admin-settings.controller';
import { MarketplaceSettingsEntity } from './marketplace-settings.entity';
import { SettingsService } from './settings.service';

/** Settings an admin changes at run time (the marketplace fee). */
@Module({
  imports: [TypeOrmModule.forFeature([MarketplaceSettingsEntity])],
  controllers: [AdminSettingsController],
  providers: [SettingsService],
  exports: [SettingsService],
})
export class SettingsModule {}
