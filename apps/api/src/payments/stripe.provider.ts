import { Logger, type Provider } from '@nestjs/common';
import Stripe from 'stripe';
import { paymentsConfig, type PaymentsConfig } from './payments.config';

export const STRIPE_CLIENT = Symbol('STRIPE_CLIENT');

/** One `stripe` SDK client: real Stripe with real keys, else pointed at the payment sandbox. */
export function createStripeClient(config: PaymentsConfig): Stripe {
  const common = { maxNetworkRetries: 2, timeout: 20_000 };
  if (config.provider === 'stripe') return new Stripe(config.secretKey, common);
  if (config.sandboxSecretsGenerated)
    new Logger('Payments').warn(
      'PAYMENT_SANDBOX_SECRET_KEY and PAYMENT_SANDBOX_WEBHOOK_SECRET are not set: checkout is unavailable until the API runs beside a payment sandbox started with the same secrets (npm start shares them)',
    );
  const url = new URL(config.sandboxUrl);
  return new Stripe(config.secretKey, {
    ...common,
    host: url.hostname,
    port: url.port || (url.protocol === 'https:' ? 443 : 80),
    protocol: url.protocol === 'https:' ? 'https' : 'http',
  });
}

export const stripeClientProvider: Provider = {
  provide: STRIPE_CLIENT,
  inject: [paymentsConfig.KEY],
  useFactory: (config: PaymentsConfig) => createStripeClient(config),
};
