import { Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../mail/mail.module';
import { AdminDevicePricingController, AdminTradesController } from './admin-trade.controller';
import { DevicePricingService } from './device-pricing.service';
import { DevicePricingEntity } from './entities/device-pricing.entity';
import { TradeRequestEntity } from './entities/trade-request.entity';
import { TradeUploadEntity } from './entities/trade-upload.entity';
import { TradeStatusMailListener } from './mail/trade-status-mail.listener';
import { tradeConfig, type TradeConfig } from './trade.config';
import { TradeController } from './trade.controller';
import { TradeRequestsService } from './trade-requests.service';
import { ImageStore, LocalDirectoryImageStore } from '../common/uploads/image-store';
import { TradeImagesService } from './uploads/trade-images.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([DevicePricingEntity, TradeRequestEntity, TradeUploadEntity]),
    ConfigModule.forFeature(tradeConfig),
    MailModule,
  ],
  controllers: [TradeController, AdminDevicePricingController, AdminTradesController],
  providers: [
    DevicePricingService,
    TradeRequestsService,
    TradeImagesService,
    TradeStatusMailListener,
    {
      provide: ImageStore,
      inject: [tradeConfig.KEY],
      useFactory: (config: TradeConfig) => new LocalDirectoryImageStore(config.uploadDir),
    },
  ],
  exports: [DevicePricingService, TradeRequestsService],
})
export class TradeModule {}
