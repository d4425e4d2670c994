import { ConfigType, registerAs } from '@nestjs/config';
import { EnvReader, readOrThrow } from '../config/env-reader';

/**
 * The development defaults the payment sandbox (tools/payment-sandbox, SANDBOX_DEFAULTS) also uses,
 * so `npm start` pays offline with no configuration. They are test-mode values, never Stripe's.
 */
export const SANDBOX_DEV_SECRET_KEY = 'sk_test_phonehub_payment_sandbox';
export const SANDBOX_DEV_WEBHOOK_SECRET = 'whsec_phonehub_payment_sandbox';

export function readPaymentsConfig(reader: EnvReader) {
  const stripeKey = reader.raw('STRIPE_SECRET_KEY');
  const stripeWebhookSecret = reader.raw('STRIPE_WEBHOOK_SECRET');
  if (reader.isProduction) {
    if (!stripeKey) reader.missing.push('STRIPE_SECRET_KEY');
    if (!stripeWebhookSecret) reader.missing.push('STRIPE_WEBHOOK_SECRET');
  } else if (Boolean(stripeKey) !== Boolean(stripeWebhookSecret)) {
    reader.problems.push('STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together (or neither, for the payment sandbox)');
  }
  const useStripe = Boolean(stripeKey && stripeWebhookSecret);
  return {
    /** 'stripe' with real keys; otherwise the same SDK talks to the local payment sandbox. */
    provider: useStripe ? ('stripe' as const) : ('sandbox' as const),
    sandboxUrl: reader.url('PAYMENT_SANDBOX_URL', ['http:', 'https:'], 'http://127.0.0.1:4242'),
    secretKey: useStripe ? (stripeKey as string) : reader.string('PAYMENT_SANDBOX_SECRET_KEY', SANDBOX_DEV_SECRET_KEY),
    webhookSecret: useStripe
      ? (stripeWebhookSecret as string)
      : reader.string('PAYMENT_SANDBOX_WEBHOOK_SECRET', SANDBOX_DEV_WEBHOOK_SECRET),
    /** How long a shopper has to pay before the session expires and the units go back. */
    checkoutTtlMinutes: reader.int('CHECKOUT_SESSION_TTL_MINUTES', 30, { min: 30, max: 24 * 60 }),
  };
}

export const paymentsConfig = registerAs('payments', () => readOrThrow(process.env, readPaymentsConfig));
export type PaymentsConfig = ConfigType<typeof paymentsConfig>;
