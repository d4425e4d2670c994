import { randomBytes } from 'node:crypto';
import { ConfigType, registerAs } from '@nestjs/config';
import { EnvReader, readOrThrow } from '../config/env-reader';

/**
 * Stripe Checkout's shortest session (its minimum expires_at). Units are held only while the
 * shopper can still pay, so the reservation lasts exactly as long as the provider session.
 */
export const CHECKOUT_HOLD_MINUTES = 30;
/**
 * "Pay now" opens a fresh session, which (Stripe's minimum again) holds the units 30 minutes more:
 * never past this long after the order was placed, so paying again cannot keep stock away for ever.
 */
export const CHECKOUT_MAX_HOLD_MINUTES = 120;

/** A secret nobody else knows: the sandbox started elsewhere cannot match it, so nothing outside can sign for us. */
function unshareableSecret(prefix: string): string {
  return `${prefix}${randomBytes(32).toString('base64url')}`;
}

export function readPaymentsConfig(reader: EnvReader) {
  const stripeKey = reader.raw('STRIPE_SECRET_KEY');
  const stripeWebhookSecret = reader.raw('STRIPE_WEBHOOK_SECRET');
  if (reader.isProduction) {
    if (!stripeKey) reader.missing.push('STRIPE_SECRET_KEY');
    if (!stripeWebhookSecret) reader.missing.push('STRIPE_WEBHOOK_SECRET');
  } else if (Boolean(stripeKey) !== Boolean(stripeWebhookSecret)) {
    reader.problems.push(
      'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together (or neither, for the payment sandbox)',
    );
  }
  const useStripe = Boolean(stripeKey && stripeWebhookSecret);
  // The sandbox's secrets are made per run by whoever starts it (npm start, the tests) and passed here.
  const sandboxKey = reader.raw('PAYMENT_SANDBOX_SECRET_KEY');
  const sandboxWebhookSecret = reader.raw('PAYMENT_SANDBOX_WEBHOOK_SECRET');
  if (!useStripe && Boolean(sandboxKey) !== Boolean(sandboxWebhookSecret))
    reader.problems.push(
      'PAYMENT_SANDBOX_SECRET_KEY and PAYMENT_SANDBOX_WEBHOOK_SECRET must be set together',
    );
  return {
    /** 'stripe' with real keys; otherwise the same SDK talks to the local payment sandbox. */
    provider: useStripe ? ('stripe' as const) : ('sandbox' as const),
    sandboxUrl: reader.url('PAYMENT_SANDBOX_URL', ['http:', 'https:'], 'http://127.0.0.1:4242'),
    secretKey: useStripe ? (stripeKey as string) : (sandboxKey ?? unshareableSecret('sk_test_')),
    webhookSecret: useStripe
      ? (stripeWebhookSecret as string)
      : (sandboxWebhookSecret ?? unshareableSecret('whsec_')),
    /** No provider secrets were given: the API runs, but checkout fails until it is started beside a sandbox. */
    sandboxSecretsGenerated: !useStripe && !(sandboxKey && sandboxWebhookSecret),
    /** How many units one client (account, guest email, client IP) may hold in open checkouts at once. */
    maxHeldUnits: reader.int('CHECKOUT_MAX_HELD_UNITS', 20, { min: 1, max: 1000 }),
  };
}

export const paymentsConfig = registerAs('payments', () => readOrThrow(process.env, readPaymentsConfig));
export type PaymentsConfig = ConfigType<typeof paymentsConfig>;
