import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { MailModule } from '../mail/mail.module';
import { OrdersModule } from '../orders/orders.module';
import { SellerLedgerEntryEntity } from './ledger/seller-ledger-entry.entity';
import { SellerLedgerListener } from './ledger/seller-ledger.listener';
import { SellerLedgerService } from './ledger/seller-ledger.service';
import { SellerOrdersController } from './orders/seller-orders.controller';
import { SellerPayoutMailListener } from './payouts/seller-payout-mail.listener';
import { SellerPayoutEntity } from './payouts/seller-payout.entity';
import { AdminSellerPayoutsController, SellerPayoutsController } from './payouts/seller-payouts.controller';
import { SellerPayoutsService } from './payouts/seller-payouts.service';
import { SellerGuard } from './seller.guard';
import { SellerStatsController } from './stats/seller-stats.controller';
import { SellerStatsService } from './stats/seller-stats.service';

/**
 * Sellers' money: their lines of orders and shipping them, the ledger (earnings, release after the
 * return window, reversals), payouts and stats. The ledger's balances are exported for the admin
 * sellers list (SellersModule).
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([SellerLedgerEntryEntity, SellerPayoutEntity]),
    AuthModule,
    CatalogueModule,
    MailModule,
    OrdersModule,
  ],
  controllers: [
    SellerOrdersController,
    SellerPayoutsController,
    AdminSellerPayoutsController,
    SellerStatsController,
  ],
  providers: [
    SellerGuard,
    SellerLedgerService,
    SellerLedgerListener,
    SellerPayoutsService,
    SellerPayoutMailListener,
    SellerStatsService,
  ],
  exports: [SellerLedgerService],
})
export class SellerMoneyModule {}
