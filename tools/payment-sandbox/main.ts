// The payment sandbox on its own: `npx tsx tools/payment-sandbox/main.ts`.
import { SANDBOX_DEFAULTS, startPaymentSandbox } from './src/sandbox';

function port(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return SANDBOX_DEFAULTS.port;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65_535)
    throw new Error(`SANDBOX_PORT must be a port number (got "${value}")`);
  return n;
}

async function main(): Promise<void> {
  const env = process.env;
  // The API's own variable names first, so one exported pair serves both processes.
  const secretKey = env.PAYMENT_SANDBOX_SECRET_KEY?.trim() || env.SANDBOX_SECRET_KEY?.trim() || undefined;
  const webhookSecret =
    env.PAYMENT_SANDBOX_WEBHOOK_SECRET?.trim() || env.SANDBOX_WEBHOOK_SECRET?.trim() || undefined;
  const sandbox = await startPaymentSandbox({
    port: port(env.SANDBOX_PORT),
    host: env.SANDBOX_HOST || SANDBOX_DEFAULTS.host,
    publicUrl: env.SANDBOX_PUBLIC_URL || undefined,
    secretKey,
    webhookUrl: env.SANDBOX_WEBHOOK_URL || 'http://127.0.0.1:3000/api/payments/webhook',
    webhookSecret,
    log: (message) => console.log(`[payment-sandbox] ${message}`),
  });
  console.log(`[payment-sandbox] listening on ${sandbox.url}`);
  if (!secretKey || !webhookSecret) {
    // Generated for this run only: the API must be started with the same values.
    console.log('[payment-sandbox] start the API with:');
    console.log(`  PAYMENT_SANDBOX_URL=${sandbox.url}`);
    console.log(`  PAYMENT_SANDBOX_SECRET_KEY=${sandbox.secretKey}`);
    console.log(`  PAYMENT_SANDBOX_WEBHOOK_SECRET=${sandbox.webhookSecret}`);
  }
  const stop = () => void sandbox.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(`[payment-sandbox] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
