// Two API instances as real processes on one PostgreSQL and one Redis (redis-server), the storefront
// server balancing /api between them, and the local payment sandbox as the provider: what a shop
// with several instances relies on, shown with real signals.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { createFreshDatabase } from '@phonehub/server-database';
import { signWebhookPayload } from '../payment-sandbox';
import { API_COMMAND, freePort, type ApiInstance, type RunningCluster } from '../scripts/cluster';
import { ROOT } from '../scripts/stack';
import * as support from './support';
import { call, eventually, killAll, nextIp, PASSWORD, type TestCluster } from './support';

/** Low on purpose, so the limits show within a few requests. */
const AUTH_LIMIT_PER_MINUTE = 5;
const LOGIN_MAX_FAILURES = 3;

let test: TestCluster;
let cluster: RunningCluster;
let db: Client;
let a: ApiInstance;
let b: ApiInstance;
let clusterEnv: NodeJS.ProcessEnv;

const addProduct = (stock: number, priceCents?: number) => support.addProduct(db, stock, priceCents);
const stockOf = async (id: string) =>
  (await db.query('SELECT stock_quantity FROM products WHERE id = $1', [id])).rows[0]
    .stock_quantity as number;
const ordersOfSession = async (sessionId: string) =>
  (await db.query('SELECT id, status, payment_status FROM orders WHERE stripe_session_id = $1', [sessionId]))
    .rows as Array<{
    id: string;
    status: string;
    payment_status: string;
  }>;
const guestCheckout = (base: string, productId: string, quantity = 1, email?: string) =>
  support.guestCheckout(cluster, base, productId, quantity, email);
const payOnSandbox = (sessionId: string) => support.payOnSandbox(cluster, sessionId);
const balancedWebhookUrl = () => `${cluster.storefrontUrl}/api/payments/webhook`;
const register = (base: string) => support.register(base);

let adminToken: string | undefined;
/** The configured administrator's token, signed in once (on instance A). */
async function signInAsAdmin(): Promise<string> {
  adminToken ??= await support.signInAsAdmin(a.url);
  return adminToken;
}

beforeAll(async () => {
  test = await support.startTestCluster(
    'cluster',
    () => ({
      THROTTLE_AUTH_LIMIT: String(AUTH_LIMIT_PER_MINUTE),
      LOGIN_MAX_FAILURES: String(LOGIN_MAX_FAILURES),
      LOGIN_ACCOUNT_MAX_FAILURES: '1000',
      SHUTDOWN_DELAY_MS: '2500',
      // The drain test waits for a queue of password hashes; on a busy machine they can outlast the
      // default 10 s grace, and what is asserted is that none is cut off, not how fast they finish.
      SHUTDOWN_GRACE_MS: '60000',
    }),
    // The provider keeps retrying a webhook for about a minute (0.5 s, doubling).
    { webhookAttempts: 8, webhookRetryDelayMs: 500 },
  );
  ({ cluster, db, env: clusterEnv } = test);
  [a, b] = cluster.instances;
}, 300_000);

afterAll(async () => {
  await test?.stop();
}, 120_000);

describe('two API instances behind the storefront server', () => {
  it('answers /api through the balancer with both instances up, after migrating once', async () => {
    // Both started together on an empty database: each migration was applied by one of them.
    const { rows: applied } = await db.query('SELECT name, count(*)::int AS n FROM migrations GROUP BY name');
    expect(applied.length).toBeGreaterThan(0);
    expect(applied.filter((row) => row.n !== 1)).toEqual([]);
    expect((await call(a.url, '/api/health')).status).toBe(200);
    expect((await call(b.url, '/api/health')).status).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => call(cluster.storefrontUrl, '/api/health')),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(6).fill(200));
  });

  it('keeps the per-IP limit across instances: a client alternating between them gets its 429 as with one', async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < AUTH_LIMIT_PER_MINUTE + 2; i++) {
      const instance = i % 2 === 0 ? a : b;
      const res = await call(instance.url, '/api/auth/login', {
        ip,
        body: { email: `nobody-${randomUUID().slice(0, 8)}@example.com`, password: 'wrong-password-1' },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array(AUTH_LIMIT_PER_MINUTE).fill(401), 429, 429]);
  });

  it('keeps the per-account sign-in delay across instances', async () => {
    const shopper = await register(a.url);
    const ip = nextIp();
    const attempt = (instance: ApiInstance, password: string) =>
      call(instance.url, '/api/auth/login', { ip, body: { email: shopper.email, password } });
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++)
      expect((await attempt(i % 2 === 0 ? a : b, 'Wrong-password-9')).status).toBe(401);
    // The allowance was used up on both together: the next try waits, even with the right password, on either.
    expect((await attempt(b, PASSWORD)).status).toBe(429);
    expect((await attempt(a, PASSWORD)).status).toBe(429);
  });

  it('sells the last unit once when 10 buyers spread over both instances try at once', async () => {
    const productId = await addProduct(1);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => guestCheckout(i % 2 === 0 ? a.url : b.url, productId)),
    );
    const won = answers.filter((res) => res.status === 201);
    expect(won).toHaveLength(1);
    expect(answers.filter((res) => res.status >= 500)).toEqual([]);
    expect((await payOnSandbox(won[0].body.session_id)).status).toBe(303);
    const orders = await eventually(
      () => ordersOfSession(won[0].body.session_id),
      (rows) => rows[0]?.payment_status === 'paid',
      'the order paid',
    );
    expect(orders).toHaveLength(1);
    const { rows } = await db.query(
      'SELECT count(DISTINCT order_id)::int AS n FROM order_items WHERE product_id = $1',
      [productId],
    );
    expect(rows[0].n).toBe(1);
    expect(await stockOf(productId)).toBe(0);
  });

  it('fulfils a webhook delivered to both instances at once exactly once', async () => {
    const sandbox = cluster.sandbox;
    if (!sandbox) throw new Error('no sandbox');
    const productId = await addProduct(5);
    const session = await guestCheckout(a.url, productId, 2);
    expect(session.status).toBe(201);
    const sessionId = session.body.session_id;
    // Paid while the provider sends nothing: the test delivers the event itself, to both at once.
    sandbox.setWebhookUrl(null);
    try {
      expect((await payOnSandbox(sessionId)).status).toBe(303);
    } finally {
      sandbox.setWebhookUrl(balancedWebhookUrl());
    }
    const eventId = `evt_${randomUUID().replace(/-/g, '')}`;
    const payload = JSON.stringify({
      id: eventId,
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: sessionId, object: 'checkout.session' } },
    });
    const deliver = (instance: ApiInstance) =>
      call(instance.url, '/api/payments/webhook', {
        raw: payload,
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': signWebhookPayload(payload, sandbox.webhookSecret),
        },
      });
    const answers = await Promise.all([deliver(a), deliver(b), deliver(a), deliver(b)]);
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200]);
    const orders = await ordersOfSession(sessionId);
    expect(orders).toEqual([expect.objectContaining({ status: 'confirmed', payment_status: 'paid' })]);
    const processed = await db.query(
      'SELECT count(*)::int AS n FROM processed_webhook_events WHERE id = $1',
      [eventId],
    );
    expect(processed.rows[0].n).toBe(1);
    expect(await stockOf(productId)).toBe(3);
  });

  it('refuses on the other instance at once a token revoked on one (sign-out)', async () => {
    const shopper = await register(a.url);
    expect((await call(b.url, '/api/auth/me', { token: shopper.token })).status).toBe(200);
    const out = await call(a.url, '/api/auth/logout', { method: 'POST', token: shopper.token });
    expect(out.status).toBeLessThan(300);
    expect((await call(b.url, '/api/auth/me', { token: shopper.token })).status).toBe(401);
    expect((await call(a.url, '/api/auth/me', { token: shopper.token })).status).toBe(401);
  });

  it('refuses on the other instance at once the token of an account suspended on one', async () => {
    const shopper = await register(b.url);
    const me = await call<{ id: string }>(a.url, '/api/auth/me', { token: shopper.token });
    expect(me.status).toBe(200);
    const suspended = await call(b.url, `/api/admin/users/${me.body.id}/suspend`, {
      method: 'PUT',
      token: await signInAsAdmin(),
      body: { is_suspended: true },
    });
    expect(suspended.status).toBe(200);
    expect([401, 403]).toContain((await call(a.url, '/api/auth/me', { token: shopper.token })).status);
  });

  it("shows an admin's settings change on both instances at once", async () => {
    const token = await signInAsAdmin();
    // Both instances have answered the public settings (and keep their impact figures).
    const before = await call<{ title: string }>(b.url, '/api/site-settings');
    expect((await call(a.url, '/api/site-settings')).status).toBe(200);
    const title = `Cluster shop ${randomUUID().slice(0, 6)}`;
    expect(before.body.title).not.toBe(title);
    const saved = await call(a.url, '/api/admin/site-settings', { method: 'PUT', token, body: { title } });
    expect(saved.status).toBe(200);
    expect((await call<{ title: string }>(a.url, '/api/site-settings')).body.title).toBe(title);
    expect((await call<{ title: string }>(b.url, '/api/site-settings')).body.title).toBe(title);
    expect((await call<{ title: string }>(cluster.storefrontUrl, '/api/site-settings')).body.title).toBe(
      title,
    );
  });
});

describe('restarts that lose nothing', () => {
  it('stops the start of an instance whose migration fails, with one line naming the migration', async () => {
    const server = new URL(cluster.databaseUrl);
    server.pathname = '/postgres';
    const broken = await createFreshDatabase(server.toString(), 'phonehub_broken');
    try {
      // A table in the way of the first migration.
      const conflict = new Client({ connectionString: broken.url });
      await conflict.connect();
      await conflict.query('CREATE TABLE users (id int)');
      await conflict.end();
      const [program, ...args] = API_COMMAND;
      const child = spawn(program === 'node' ? process.execPath : program, args, {
        cwd: ROOT,
        env: {
          ...process.env,
          ...clusterEnv,
          DATABASE_URL: broken.url,
          REDIS_URL: cluster.redisUrl,
          PORT: String(await freePort()),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const code = await new Promise<number | null>((resolve) =>
        child.once('exit', (exitCode) => resolve(exitCode)),
      );
      expect(code).toBe(1);
      expect(output).toMatch(
        /^The PhoneHub API failed to start: migration InitialSchema\d+ failed: relation "users" already exists$/m,
      );
      // Nothing half-applied: the failed migration left no record.
      const check = new Client({ connectionString: broken.url });
      await check.connect();
      const { rows } = await check
        .query('SELECT count(*)::int AS n FROM migrations')
        .catch(() => ({ rows: [{ n: 0 }] }));
      await check.end();
      expect(rows[0].n).toBe(0);
    } finally {
      await broken.drop();
    }
  });

  it('SIGTERM: the instance answers every request in flight, the balancer stops sending to it, and it exits 0', async () => {
    // Sign-ups hash a password each (argon2, a few at a time): a queue of them is work in flight.
    const inFlight = Array.from({ length: 12 }, () => {
      const email = `drain-${randomUUID().slice(0, 8)}@example.com`;
      return call(a.url, '/api/auth/register', {
        ip: nextIp(),
        body: {
          email,
          password: PASSWORD,
          first_name: 'Drain',
          last_name: 'Test',
          phone: '+1 (555) 123-4567',
        },
      }).then(
        (res) => ({ ...res, at: Date.now() }),
        (error: Error) => ({ status: 0, body: { error: error.message }, at: Date.now() }),
      );
    });
    // Wait until the first is answered: the others have been received and are being worked on.
    await Promise.race(inFlight);
    const exited = a.exited();
    a.kill('SIGTERM');
    const signalledAt = Date.now();

    // Meanwhile shoppers keep using the site through the balancer: none of them notices.
    const throughBalancer: number[] = [];
    let stopped = false;
    void exited.then(() => (stopped = true));
    while (!stopped) throughBalancer.push((await call(cluster.storefrontUrl, '/api/site-settings')).status);
    // And a little after, when only B is left.
    for (let i = 0; i < 4; i++)
      throughBalancer.push((await call(cluster.storefrontUrl, '/api/site-settings')).status);

    const answers = await Promise.all(inFlight);
    const answeredAfterSignal = answers.filter((res) => res.at > signalledAt).length;
    console.log(
      `SIGTERM: ${answeredAfterSignal} of ${answers.length} sign-ups were still in flight at the signal; statuses ${answers.map((r) => r.status).join(',')}`,
    );
    expect(answers.map((res) => res.status)).toEqual(Array(answers.length).fill(201));
    expect(answeredAfterSignal).toBeGreaterThan(0);
    expect(throughBalancer.filter((status) => status !== 200)).toEqual([]);
    expect(await exited).toEqual({ code: 0, signal: null });

    await a.restart();
    expect((await call(a.url, '/api/health')).status).toBe(200);
  });

  it('SIGKILL after the checkout session was made and before the webhook: after the restart the payment completes, once', async () => {
    const sandbox = cluster.sandbox;
    if (!sandbox) throw new Error('no sandbox');
    const productId = await addProduct(3);
    const email = `killed-${randomUUID().slice(0, 8)}@example.com`;
    const session = await guestCheckout(a.url, productId, 2, email);
    expect(session.status).toBe(201);
    const sessionId = session.body.session_id;
    expect(await stockOf(productId)).toBe(1);

    // Every instance dies at once (power cut): nobody can take the provider's webhook.
    await killAll([a, b]);
    expect((await payOnSandbox(sessionId)).status).toBe(303);
    const delivery = () =>
      sandbox.deliveries.find((d) => d.objectId === sessionId && d.type === 'checkout.session.completed');
    await eventually(
      async () => delivery()?.attempts ?? 0,
      (n) => n >= 1,
      'a first, failed webhook attempt',
    );
    expect(delivery()?.delivered).toBe(false);

    await Promise.all([a.restart(), b.restart()]);
    // The provider's retry lands, or the shopper's status page asks first and reconciles: paid either way.
    const status = await eventually(
      () =>
        call<{ payment_status: string; order_id: string }>(
          cluster.storefrontUrl,
          `/api/payments/checkout/status/${sessionId}`,
        ),
      (res) => res.status === 200 && res.body.payment_status === 'paid',
      'the payment confirmed after the restart',
    );
    await eventually(
      async () => delivery()?.delivered ?? false,
      (done) => done,
      'the webhook retry delivered',
      90_000,
    );
    await sandbox.webhooksSettled();
    const orders = await ordersOfSession(sessionId);
    expect(orders).toEqual([
      expect.objectContaining({ id: status.body.order_id, status: 'confirmed', payment_status: 'paid' }),
    ]);
    const { rows } = await db.query('SELECT count(*)::int AS n FROM orders WHERE email = $1', [email]);
    expect(rows[0].n).toBe(1);
    expect(await stockOf(productId)).toBe(1);
    console.log(
      `SIGKILL: webhook delivered after ${delivery()?.attempts} attempts; orders for the session: ${orders.length}, stock ${await stockOf(productId)} of 3 after buying 2`,
    );
  });
});
