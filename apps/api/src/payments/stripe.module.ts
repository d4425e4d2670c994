import { Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { paymentsConfig } from './payments.config';
import { STRIPE_CLIENT, stripeClientProvider } from './stripe.provider';

/**
 * The one `stripe` SDK client, on its own so payments (checkout, webhooks) and orders (refunds,
 * cancels) both use it without importing each other's module.
 */
@Module({
  imports: [ConfigModule.forFeature(paymentsConfig)],
  providers: [stripeClientProvider],
  exports: [STRIPE_CLIENT],
})
export class StripeModule {}
