import { Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CreditModule } from '../credit/credit.module';
import { OrdersModule } from '../orders/orders.module';
import { CheckoutHoldSweeper } from './checkout-hold-sweeper';
import { CheckoutService } from './checkout.service';
import { ProcessedWebhookEventEntity } from './entities/processed-webhook-event.entity';
import { PaymentEventsService } from './payment-events.service';
import { paymentsConfig } from './payments.config';
import { PaymentsController } from './payments.controller';

@Module({
  imports: [
    ConfigModule.forFeature(paymentsConfig),
    TypeOrmModule.forFeature([ProcessedWebhookEventEntity]),
    OrdersModule,
    CreditModule,
  ],
  controllers: [PaymentsController],
  providers: [CheckoutService, PaymentEventsService, CheckoutHoldSweeper],
})
export class PaymentsModule {}
