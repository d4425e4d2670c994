import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { generateSandboxSecrets, startPaymentSandbox, type PaymentSandbox } from '../payment-sandbox';
import { generateCarrierSandboxSecrets, startCarrierSandbox, type CarrierSandbox } from '../carrier-sandbox';
import { APPS, ROOT, serveApp, stackConfig, type StackConfig, type StackPorts } from './stack';
import { API_NODE_FLAGS } from './api-node-flags';

export interface RunningStack {
  config: StackConfig;
  /** The local payment sandbox, when no Stripe keys are configured: tests drive its controls with this key. */
  paymentSandbox?: { url: string; secretKey: string };
  /** The local carrier sandbox, when no EasyPost keys are configured: tests move parcels on with this key. */
  carrierSandbox?: { url: string; apiKey: string };
  stop(): Promise<void>;
}

export interface StackOptions {
  /** Extra environment for the API (e.g. DATABASE_URL of a fresh test database). */
  env?: NodeJS.ProcessEnv;
  ports?: Partial<StackPorts>;
  log?: (line: string) => void;
  /** Pass the API's own output through (npm start), or write it to this file (tests). */
  apiLogFile?: string;
}

async function waitForHealth(url: string, api: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (api.exitCode !== null) throw new Error(`the API exited with code ${api.exitCode} during start-up`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`the API did not become healthy within ${timeoutMs / 1000} s`);
}

export async function startStack(options: StackOptions = {}): Promise<RunningStack> {
  const log = options.log ?? (() => undefined);
  const env = { ...process.env, ...options.env };
  const config = stackConfig(env, options.ports);
  const main = join(ROOT, 'dist', 'apps', 'api', 'main.js');
  for (const file of [main, ...APPS.map((app) => join(ROOT, 'dist', 'apps', app, 'index.html'))]) {
    if (!existsSync(file))
      throw new Error(`${file} is missing: run the build first (npx nx run-many -t build)`);
  }

  let output: 'inherit' | number = 'inherit';
  if (options.apiLogFile) {
    mkdirSync(dirname(options.apiLogFile), { recursive: true });
    output = openSync(options.apiLogFile, 'w');
  }
  // Without Stripe keys the API's stripe SDK talks to the local sandbox, which posts its signed
  // webhooks back to the API: the whole payment flow works offline.
  let sandbox: PaymentSandbox | undefined;
  const paymentEnv: NodeJS.ProcessEnv = {};
  if (!env.STRIPE_SECRET_KEY) {
    sandbox = await startPaymentSandbox({
      port: config.ports.sandbox,
      host: '0.0.0.0',
      publicUrl: `http://${config.host}:${config.ports.sandbox}`,
      webhookUrl: `${config.apiUrl}/api/payments/webhook`,
      // Fresh secrets every run (never constants), handed to the API below.
      ...generateSandboxSecrets(),
      log: (line) => log(`[payment-sandbox] ${line}`),
    });
    paymentEnv.PAYMENT_SANDBOX_URL = `http://127.0.0.1:${config.ports.sandbox}`;
    paymentEnv.PAYMENT_SANDBOX_SECRET_KEY = sandbox.secretKey;
    paymentEnv.PAYMENT_SANDBOX_WEBHOOK_SECRET = sandbox.webhookSecret;
  }

  // Without EasyPost keys the API's EasyPost SDK talks to the local carrier sandbox, which posts its
  // signed tracking webhooks back to the API: labels and tracking work offline too.
  let carrier: CarrierSandbox | undefined;
  if (!env.EASYPOST_API_KEY) {
    carrier = await startCarrierSandbox({
      port: config.ports.carrierSandbox,
      host: '0.0.0.0',
      publicUrl: `http://${config.host}:${config.ports.carrierSandbox}`,
      webhookUrl: `${config.apiUrl}/api/shipping/webhook`,
      ...generateCarrierSandboxSecrets(),
      log: (line) => log(`[carrier-sandbox] ${line}`),
    });
    paymentEnv.CARRIER_SANDBOX_URL = `http://127.0.0.1:${config.ports.carrierSandbox}`;
    paymentEnv.CARRIER_SANDBOX_API_KEY = carrier.apiKey;
    paymentEnv.CARRIER_SANDBOX_WEBHOOK_SECRET = carrier.webhookSecret;
  }

  const api = spawn(process.execPath, [...API_NODE_FLAGS, main], {
    cwd: ROOT,
    env: {
      ...env,
      PORT: String(config.ports.api),
      PUBLIC_URL: config.origins.storefront,
      ADMIN_PATH_SUFFIX: config.adminPathSuffix,
      CORS_ORIGINS: env.CORS_ORIGINS ?? Object.values(config.origins).join(','),
      // The frontends' servers proxy /api from this machine; only they may name the client's address.
      TRUST_PROXY: env.TRUST_PROXY ?? 'loopback',
      ...paymentEnv,
    },
    stdio: ['ignore', output, output],
  });
  if (typeof output === 'number') closeSync(output);
  const apiExited = new Promise<void>((resolve) => api.once('exit', () => resolve()));

  const servers: FastifyInstance[] = [];
  const stop = async () => {
    await Promise.all(servers.map((s) => s.close()));
    await sandbox?.close();
    await carrier?.close();
    if (api.exitCode === null) {
      api.kill('SIGINT');
      // The API stops the embedded database on its way out; give it time, then insist.
      const stopped = await Promise.race([apiExited.then(() => true), sleep(20_000).then(() => false)]);
      if (!stopped) api.kill('SIGKILL');
    }
  };

  try {
    await waitForHealth(config.apiUrl, api, 180_000);
    for (const app of APPS) servers.push(await serveApp(app, config));
  } catch (error) {
    await stop();
    if (options.apiLogFile && existsSync(options.apiLogFile)) {
      const tail = readFileSync(options.apiLogFile, 'utf8').trimEnd().split('\n').slice(-40).join('\n');
      log(`Last lines of the API's output (${options.apiLogFile}):\n${tail}`);
    }
    throw error;
  }

  log('');
  log(`  Storefront      ${config.origins.storefront}`);
  log(`  Seller remote   ${config.origins.seller}   (standalone)`);
  log(`  Admin remote    ${config.origins.admin}   (standalone)`);
  log(`  API             ${config.apiUrl}/api   (docs at /api/docs)`);
  if (sandbox)
    log(
      `  Payments        sandbox on http://${config.host}:${config.ports.sandbox} (card 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined)`,
    );
  if (carrier)
    log(
      `  Parcels         carrier sandbox on http://${config.host}:${config.ports.carrierSandbox} (move a parcel on: POST /_sandbox/trackers/{tracking code}/advance)`,
    );
  log(`  Admin sign-in   ${config.origins.storefront}/admin-${config.adminPathSuffix}`);
  log('');
  log('  Press Ctrl-C to stop everything.');
  const paymentSandbox = sandbox && {
    url: paymentEnv.PAYMENT_SANDBOX_URL as string,
    secretKey: sandbox.secretKey,
  };
  const carrierSandbox = carrier && {
    url: paymentEnv.CARRIER_SANDBOX_URL as string,
    apiKey: carrier.apiKey,
  };
  return { config, paymentSandbox, carrierSandbox, stop };
}

/** Stops what runs (and then the process) on Ctrl-C or SIGTERM. */
export function stopOnSignals(running: { stop(): Promise<void> }): void {
  const stop = () => {
    console.log('\nStopping…');
    running.stop().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

/** Ends the process with why the start failed. */
export function exitOnStartFailure(error: Error): void {
  console.error(`Could not start: ${error.message}`);
  process.exit(1);
}
