// The carrier sandbox on its own: `npx tsx tools/carrier-sandbox/main.ts`.
import { CARRIER_SANDBOX_DEFAULTS, startCarrierSandbox } from './src/sandbox';

function port(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return CARRIER_SANDBOX_DEFAULTS.port;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65_535)
    throw new Error(`CARRIER_SANDBOX_PORT must be a port number (got "${value}")`);
  return n;
}

async function main(): Promise<void> {
  const env = process.env;
  const apiKey = env.CARRIER_SANDBOX_API_KEY?.trim() || undefined;
  const webhookSecret = env.CARRIER_SANDBOX_WEBHOOK_SECRET?.trim() || undefined;
  const sandbox = await startCarrierSandbox({
    port: port(env.CARRIER_SANDBOX_PORT),
    host: env.CARRIER_SANDBOX_HOST || CARRIER_SANDBOX_DEFAULTS.host,
    publicUrl: env.CARRIER_SANDBOX_PUBLIC_URL || undefined,
    apiKey,
    webhookUrl: env.CARRIER_SANDBOX_WEBHOOK_URL || 'http://127.0.0.1:3000/api/shipping/webhook',
    webhookSecret,
    log: (message) => console.log(`[carrier-sandbox] ${message}`),
  });
  console.log(`[carrier-sandbox] listening on ${sandbox.url} (EasyPost SDK baseUrl ${sandbox.apiBaseUrl})`);
  if (!apiKey || !webhookSecret) {
    // Generated for this run only: the API must be started with the same values.
    console.log('[carrier-sandbox] start the API with:');
    console.log(`  CARRIER_SANDBOX_URL=${sandbox.url}`);
    console.log(`  CARRIER_SANDBOX_API_KEY=${sandbox.apiKey}`);
    console.log(`  CARRIER_SANDBOX_WEBHOOK_SECRET=${sandbox.webhookSecret}`);
  }
  const stop = () => void sandbox.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(`[carrier-sandbox] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
