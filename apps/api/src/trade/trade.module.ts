import { Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../mail/mail.module';
import { AuthModule } from '../auth/auth.module';
import { CreditModule } from '../credit/credit.module';
import {
  AdminDevicePricingController,
  AdminImeiBlocklistController,
  AdminTradePayoutsController,
  AdminTradesController,
} from './admin-trade.controller';
import { ImeiBlockEntity } from './entities/imei-block.entity';
import { TradeEventEntity } from './entities/trade-event.entity';
import { BlocklistImeiRegistry, ImeiRegistry } from './imei/imei-registry';
import { ImeiBlocklistService } from './imei/imei-blocklist.service';
import { TradeActionsService } from './trade-actions.service';
import { TradeProgress } from './trade-progress';
import { DevicePricingService } from './device-pricing.service';
import { DevicePricingEntity } from './entities/device-pricing.entity';
import { TradeRequestEntity } from './entities/trade-request.entity';
import { TradeUploadEntity } from './entities/trade-upload.entity';
import { TradeCreditClaimMailListener } from './mail/trade-credit-claim.listener';
import { TradePayoutSetupMailListener } from './mail/trade-payout-setup.listener';
import { TradeStatusMailListener } from './mail/trade-status-mail.listener';
import { PayoutsModule } from '../payouts/payouts.module';
import { ShippingModule } from '../shipping/shipping.module';
import { TradeLabelMailListener } from './mail/trade-label-mail.listener';
import { TradeLabelDeadlines } from './trade-label-deadlines';
import { TradeLabels } from './trade-labels';
import { TradeBankPayouts } from './trade-bank-payouts';
import { TradePayoutAccounts } from './trade-payout-accounts';
import { TradePayoutReminders } from './trade-payout-reminders';
import { TradeCreditClaimsListener } from './trade-credit-claims.listener';
import { tradeConfig } from './trade.config';
import { TradeController } from './trade.controller';
import { TradeRequestsService } from './trade-requests.service';
import { ImageStore } from '../common/uploads/image-store';
import { imageStoreFor } from '../common/uploads/image-store.provider';
import { TradeImagesService } from './uploads/trade-images.service';

import { TradePayoutsQuery } from './trade-payouts.query';
@Module({
  imports: [
    TypeOrmModule.forFeature([
      DevicePricingEntity,
      TradeRequestEntity,
      TradeUploadEntity,
      TradeEventEntity,
      ImeiBlockEntity,
    ]),
    ConfigModule.forFeature(tradeConfig),
    MailModule,
    CreditModule,
    AuthModule,
    PayoutsModule,
    ShippingModule,
  ],
  controllers: [
    TradeController,
    AdminDevicePricingController,
    AdminTradesController,
    AdminImeiBlocklistController,
    AdminTradePayoutsController,
  ],
  providers: [
    TradePayoutsQuery,
    DevicePricingService,
    TradeRequestsService,
    TradeImagesService,
    TradeStatusMailListener,
    TradeCreditClaimMailListener,
    TradeCreditClaimsListener,
    TradeProgress,
    TradeActionsService,
    TradePayoutAccounts,
    TradeBankPayouts,
    TradePayoutReminders,
    TradePayoutSetupMailListener,
    TradeLabels,
    TradeLabelDeadlines,
    TradeLabelMailListener,
    ImeiBlocklistService,
    // The shop's own blocklist; provide another ImeiRegistry here to ask a real registry.
    { provide: ImeiRegistry, useClass: BlocklistImeiRegistry },
    imageStoreFor(ImageStore, 'trade', tradeConfig, (config) => config.uploadDir),
  ],
  exports: [DevicePricingService, TradeRequestsService, TradePayoutsQuery],
})
export class TradeModule {}
