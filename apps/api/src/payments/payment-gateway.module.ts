import { Global, Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { PAYMENT_GATEWAY } from '../orders/payment-gateway.port';
import { PAYOUT_GATEWAY } from '../payouts/payout-gateway.port';
import { paymentsConfig } from './payments.config';
import { StripeGateway } from './stripe-gateway';

/**
 * Provides the orders' payment gateway (their port, PAYMENT_GATEWAY) and the payouts' gateway
 * (PAYOUT_GATEWAY) on Stripe. Global, so the
 * orders module needs no import of payments: the dependency runs one way, payments → orders.
 */
@Global()
@Module({
  imports: [ConfigModule.forFeature(paymentsConfig)],
  providers: [
    StripeGateway,
    { provide: PAYMENT_GATEWAY, useExisting: StripeGateway },
    { provide: PAYOUT_GATEWAY, useExisting: StripeGateway },
  ],
  exports: [StripeGateway, PAYMENT_GATEWAY, PAYOUT_GATEWAY],
})
export class PaymentGatewayModule {}
