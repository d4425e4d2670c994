import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PayoutAccountEntity } from './payout-account.entity';
import { PayoutAccountsService } from './payout-accounts.service';

/**
 * The people money goes out to and their accounts at the payment provider (Stripe Connect). Sellers
 * (SellerMoneyModule) and trade-in customers (TradeModule) set up payouts through it; the gateway
 * itself (PAYOUT_GATEWAY) is provided globally by PaymentGatewayModule.
 */
@Module({
  imports: [TypeOrmModule.forFeature([PayoutAccountEntity])],
  providers: [PayoutAccountsService],
  exports: [PayoutAccountsService],
})
export class PayoutsModule {}
