import { readOrThrow } from '../config/env-reader';
import { readPaymentsConfig } from './payments.config';

const read = (env: Record<string, string>) => readOrThrow(env, readPaymentsConfig);

describe('readPaymentsConfig', () => {
  it('uses the sandbox secrets it is given (the stack generates them per run)', () => {
    const config = read({
      PAYMENT_SANDBOX_SECRET_KEY: 'sk_test_run1',
      PAYMENT_SANDBOX_WEBHOOK_SECRET: 'whsec_run1',
    });
    expect(config).toMatchObject({
      provider: 'sandbox',
      secretKey: 'sk_test_run1',
      webhookSecret: 'whsec_run1',
      sandboxSecretsGenerated: false,
    });
  });

  it('without them, makes secrets of its own that differ on every start: no constant can sign for it', () => {
    const first = read({});
    const second = read({});
    expect(first.sandboxSecretsGenerated).toBe(true);
    expect(first.webhookSecret).toMatch(/^whsec_[\w-]{43}$/);
    expect(first.secretKey).toMatch(/^sk_test_[\w-]{43}$/);
    expect(second.webhookSecret).not.toBe(first.webhookSecret);
    expect(second.secretKey).not.toBe(first.secretKey);
    expect(first.webhookSecret).not.toBe('whsec_phonehub_payment_sandbox');
  });

  it('refuses one sandbox secret without the other', () => {
    expect(() => read({ PAYMENT_SANDBOX_WEBHOOK_SECRET: 'whsec_run1' })).toThrow(
      'PAYMENT_SANDBOX_SECRET_KEY and PAYMENT_SANDBOX_WEBHOOK_SECRET must be set together',
    );
  });

  it('takes real Stripe keys over the sandbox and still requires them in production', () => {
    const env = { STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_live' };
    expect(read(env)).toMatchObject({
      provider: 'stripe',
      secretKey: 'sk_live_x',
      webhookSecret: 'whsec_live',
      sandboxSecretsGenerated: false,
    });
    expect(() =>
      read({ NODE_ENV: 'production', PAYMENT_SANDBOX_SECRET_KEY: 'a', PAYMENT_SANDBOX_WEBHOOK_SECRET: 'b' }),
    ).toThrow('STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET');
  });
});
