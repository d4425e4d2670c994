import { Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { DisputesModule } from '../disputes/disputes.module';
import { MailModule } from '../mail/mail.module';
import { OrdersModule } from '../orders/orders.module';
import { PayoutsModule } from '../payouts/payouts.module';
import { SellerLedgerEntryEntity } from './ledger/seller-ledger-entry.entity';
import { SellerLedgerListener } from './ledger/seller-ledger.listener';
import { SellerLedgerService } from './ledger/seller-ledger.service';
import { SellerOrdersController } from './orders/seller-orders.controller';
import { SellerPayoutMailListener, SellerReversalMailListener } from './payouts/seller-payout-mail.listener';
import { SellerPayoutEntity } from './payouts/seller-payout.entity';
import {
  AdminSellerEarningsController,
  AdminSellerPayoutsController,
  SellerPayoutsController,
} from './payouts/seller-payouts.controller';
import { SellerPayoutsService } from './payouts/seller-payouts.service';
import { SellerTransferReversalEntity } from './payouts/seller-transfer-reversal.entity';
import { SellerTransfersService } from './payouts/seller-transfers.service';
import { SellerDisputesListener } from './payouts/seller-disputes.listener';
import { sellerFundsConfig } from './seller-funds.config';
import { SellerGuard } from './seller.guard';
import { SellerStatsController } from './stats/seller-stats.controller';
import { SellerStatsService } from './stats/seller-stats.service';

/**
 * Sellers' money: their lines of orders and shipping them, the ledger (earnings, release after the
 * hold, reversals), transfers to their payout accounts (and taking them back), and stats. The ledger's balances are exported for the admin
 * sellers list (SellersModule).
 */
@Module({
  imports: [
    ConfigModule.forFeature(sellerFundsConfig),
    TypeOrmModule.forFeature([SellerLedgerEntryEntity, SellerPayoutEntity, SellerTransferReversalEntity]),
    AuthModule,
    CatalogueModule,
    DisputesModule,
    MailModule,
    OrdersModule,
    PayoutsModule,
  ],
  controllers: [
    SellerOrdersController,
    SellerPayoutsController,
    AdminSellerPayoutsController,
    AdminSellerEarningsController,
    SellerStatsController,
  ],
  providers: [
    SellerGuard,
    SellerLedgerService,
    SellerLedgerListener,
    SellerPayoutsService,
    SellerTransfersService,
    SellerDisputesListener,
    SellerPayoutMailListener,
    SellerReversalMailListener,
    SellerStatsService,
  ],
  exports: [SellerLedgerService, SellerTransfersService, SellerPayoutsService],
})
export class SellerMoneyModule {}
