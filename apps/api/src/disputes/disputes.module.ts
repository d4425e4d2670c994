import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { MailModule } from '../mail/mail.module';
import { OrdersModule } from '../orders/orders.module';
import { SupportModule } from '../support/support.module';
import { AdminDisputesController } from './admin-disputes.controller';
import { AdminDisputesService } from './admin-disputes.service';
import { DisputeEntity } from './dispute.entity';
import { DisputesService } from './disputes.service';
import { DisputeMailsListener } from './mail/dispute-mails.listener';

/**
 * Disputes (chargebacks): kept in step with the provider (PAYOUT_GATEWAY, provided globally), the
 * order's payment moved through the orders module, the admins' Disputes section with its evidence
 * pack, and the mails. The sellers' side (holds, debits) and the reconciliation use DisputesService
 * and the dispute events.
 */
@Module({
  imports: [TypeOrmModule.forFeature([DisputeEntity]), AuthModule, MailModule, OrdersModule, SupportModule],
  controllers: [AdminDisputesController],
  providers: [DisputesService, AdminDisputesService, DisputeMailsListener],
  exports: [DisputesService],
})
export class DisputesModule {}
