import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CreditModule } from '../credit/credit.module';
import { DisputesModule } from '../disputes/disputes.module';
import { MailModule } from '../mail/mail.module';
import { OrdersModule } from '../orders/orders.module';
import { SellerMoneyModule } from '../sellers/seller-money.module';
import { TradeModule } from '../trade/trade.module';
import { AdminReconciliationController } from './admin-reconciliation.controller';
import { ProviderReconciliation } from './provider-reconciliation.service';
import { ReconciliationRunEntity } from './reconciliation-run.entity';
import { SideEffectsReconciliation } from './side-effects-reconciliation';

/**
 * The checks that nothing was lost: every committed change had its side effects (orders, the
 * sellers' ledger and mail), and our money ledgers match the payment provider's balance.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([ReconciliationRunEntity]),
    OrdersModule,
    SellerMoneyModule,
    MailModule,
    CreditModule,
    DisputesModule,
    TradeModule,
  ],
  controllers: [AdminReconciliationController],
  providers: [SideEffectsReconciliation, ProviderReconciliation],
})
export class ReconciliationModule {}
