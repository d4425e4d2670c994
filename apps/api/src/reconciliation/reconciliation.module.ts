import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { OrdersModule } from '../orders/orders.module';
import { SellerMoneyModule } from '../sellers/seller-money.module';
import { SideEffectsReconciliation } from './side-effects-reconciliation';

/** Checks across the orders, the sellers' ledger and mail that every committed change had its effects. */
@Module({
  imports: [OrdersModule, SellerMoneyModule, MailModule],
  providers: [SideEffectsReconciliation],
})
export class ReconciliationModule {}
