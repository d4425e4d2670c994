// Nothing is lost (issue 32): every side effect of a committed change is a job written with it, so
// it happens, once, whatever dies: an instance killed right after a payment's commit, a mail server
// that is away, a burst spread over two instances, Redis, an instance killed in the middle of a
// back-in-stock fan-out. Real processes, real signals, a real SMTP server (tools/mail-sink).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MailListResponse } from '@phonehub/contracts';
import Redis from 'ioredis';
import type { Client } from 'pg';
import { MailSink } from '../mail-sink';
import { freePort, type ApiInstance, type RunningCluster } from '../scripts/cluster';
import * as support from './support';
import { call, eventually, killAll, nextIp, PASSWORD, type TestCluster } from './support';

const AUTH_LIMIT_PER_MINUTE = 5;

let test: TestCluster;
let cluster: RunningCluster;
let db: Client;
let a: ApiInstance;
let b: ApiInstance;
let sink: MailSink;
let redis: { port: number; process: ChildProcess | undefined };
let faultFile: string;
let adminToken: string;

/** Debian's redis-server on a fixed port, so the test can kill it and start it again where it was. */
async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  await eventually(
    async () => {
      const client = new Redis(port, '127.0.0.1', {
        lazyConnect: true,
        maxRetriesPerRequest: 0,
        retryStrategy: () => null,
      });
      client.on('error', () => undefined);
      try {
        await client.connect();
        return (await client.ping()) === 'PONG';
      } catch {
        return false;
      } finally {
        client.disconnect();
      }
    },
    (up) => up,
    `redis-server on ${port}`,
  );
  return child;
}

function stopRedis(): Promise<void> {
  const child = redis.process;
  redis.process = undefined;
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

const mailRows = async (keys: string[]) =>
  (await db.query(`SELECT dedupe_key, status FROM mails WHERE dedupe_key = ANY($1)`, [keys])).rows as Array<{
    dedupe_key: string;
    status: string;
  }>;
const confirmationKey = (orderId: string) => `order-confirmation:${orderId}`;

/** An approved seller (partner application) and a product of theirs in stock. */
async function sellerProduct(stock: number): Promise<string> {
  const seller = await support.register(a.url);
  // Partner applications need a verified address (as if the seller followed the link mailed at sign-up).
  await db.query('UPDATE users SET email_verified_at = now() WHERE id = $1', [seller.id]);
  const filed = await call<{ id: string }>(a.url, '/api/partner/apply', {
    ip: nextIp(),
    token: seller.token,
    body: {
      company_name: `Jobs Shop ${randomUUID().slice(0, 6)}`,
      contact_name: 'Sam Seller',
      email: 'sales@seller.example',
    },
  });
  expect(filed.status).toBe(201);
  const approved = await call(a.url, `/api/admin/partner-applications/${filed.body.id}`, {
    method: 'PUT',
    token: adminToken,
    body: { status: 'approved' },
  });
  expect(approved.status).toBe(200);
  const productId = await support.addProduct(db, stock);
  await db.query('UPDATE products SET seller_id = $2 WHERE id = $1', [productId, seller.id]);
  return productId;
}

let buys = 0;
/**
 * A guest's checkout, on each instance in turn (straight, so each buyer's own address counts, not
 * the balancer's), paid on the sandbox: resolves with the order id (confirmed or not yet).
 */
async function buy(productId: string, email: string): Promise<string> {
  const instance = [a, b][buys++ % 2];
  const session = await support.guestCheckout(cluster, instance.url, productId, 1, email);
  expect(session.status).toBe(201);
  expect((await support.payOnSandbox(cluster, session.body.session_id)).status).toBe(303);
  const { rows } = await db.query('SELECT id FROM orders WHERE stripe_session_id = $1', [
    session.body.session_id,
  ]);
  return rows[0].id as string;
}

const paymentStatus = async (orderId: string) =>
  (await db.query('SELECT payment_status FROM orders WHERE id = $1', [orderId])).rows[0]?.payment_status as
    string | undefined;

/** A product the admin made, sold out, with `count` back-in-stock requests waiting; `restock` puts units back. */
async function soldOutWithSubscribers(count: number) {
  const name = `Jobs Phone ${randomUUID().slice(0, 8)}`;
  const form = (stock: number) => ({
    name,
    brand: 'Apple',
    model: 'iPhone 13',
    price: 649.5,
    stock_quantity: stock,
  });
  const created = await call<{ id: string }>(a.url, '/api/admin/products', {
    token: adminToken,
    body: form(0),
  });
  expect(created.status).toBe(201);
  const id = created.body.id;
  const emails = Array.from(
    { length: count },
    (_, i) => `alert-${i}-${randomUUID().slice(0, 8)}@example.com`,
  );
  // Subscribers who followed their confirmation link: alerts go to confirmed requests only.
  await db.query(
    `INSERT INTO stock_alerts (product_id, email, confirmed_at) SELECT $1, unnest($2::text[]), now()`,
    [id, emails],
  );
  const restock = async (stock: number) =>
    expect(
      (
        await call(a.url, `/api/admin/products/${id}`, {
          method: 'PUT',
          token: adminToken,
          body: form(stock),
        })
      ).status,
    ).toBe(200);
  return { id, emails, restock };
}

/** How many messages each address got (a Set of Message-IDs would hide a second delivery: it counts deliveries). */
function deliveries(emails: readonly string[]): number[] {
  return emails.map((email) => sink.to(email).length);
}

/** How many of the mails to `emails` the database records as sent. */
async function sentMails(emails: readonly string[]): Promise<number> {
  const { rows } = await db.query(
    `SELECT count(*)::int AS n FROM mails WHERE recipient = ANY($1) AND status = 'sent'`,
    [emails],
  );
  return rows[0].n as number;
}

/** Waits (up to 2 minutes) until every address got its mail, then checks none got it twice. */
async function allDeliveredOnce(emails: readonly string[]): Promise<void> {
  await eventually(
    async () => deliveries(emails).filter((n) => n > 0).length,
    (n) => n === emails.length,
    `all ${emails.length} delivered after the restart`,
    120_000,
  );
  expect(deliveries(emails).every((n) => n === 1)).toBe(true);
}

beforeAll(async () => {
  sink = await MailSink.create();
  await sink.up();
  redis = { port: await freePort(), process: undefined };
  redis.process = await startRedis(redis.port);
  test = await support.startTestCluster('jobs', (tmp) => {
    faultFile = join(tmp, 'crash-after-commit');
    return {
      SMTP_URL: sink.url,
      REDIS_URL: `redis://127.0.0.1:${redis.port}`,
      THROTTLE_AUTH_LIMIT: String(AUTH_LIMIT_PER_MINUTE),
      LOGIN_MAX_FAILURES: '1000',
      LOGIN_ACCOUNT_MAX_FAILURES: '1000',
      // Short so the tests see retries and take-overs within seconds; production waits longer.
      JOB_POLL_SECONDS: '1',
      JOB_MAINTENANCE_SECONDS: '1',
      JOB_EXPIRE_SECONDS: '10',
      JOB_RETRY_DELAY_SECONDS: '1',
      MAIL_RETRY_DELAY_SECONDS: '1',
      MAIL_RETRY_LIMIT: '20',
      JOB_FAULT_FILE: faultFile,
      // SIGTERM: how long a running job may take before it is handed back.
      JOB_SHUTDOWN_GRACE_MS: '2000',
    };
  });
  ({ cluster, db } = test);
  [a, b] = cluster.instances;
  adminToken = await support.signInAsAdmin(a.url);
}, 300_000);

afterAll(async () => {
  await test?.stop();
  await stopRedis();
  await sink?.down();
}, 120_000);

describe('side effects survive what kills an instance', () => {
  it('1. SIGKILL right after the payment commits, before any handler ran: after the restart the ledger rows and one confirmation mail exist', async () => {
    const productId = await sellerProduct(3);
    const email = `killed-after-commit-${randomUUID().slice(0, 8)}@example.com`;
    writeFileSync(faultFile, 'order.paid');
    const deaths = [a, b].map((instance) => instance.exited().then((exit) => ({ instance, exit })));
    const orderId = await buy(productId, email);

    // Whichever instance took the webhook committed the payment, then died before running anything.
    const { instance: killed, exit } = await Promise.race(deaths);
    expect(exit).toEqual({ code: null, signal: 'SIGKILL' });
    expect(await paymentStatus(orderId)).toBe('paid');
    await killed.restart();

    const earnings = await eventually(
      async () =>
        (
          await db.query(
            `SELECT count(*)::int AS n FROM seller_ledger_entries WHERE order_id = $1 AND kind = 'earning'`,
            [orderId],
          )
        ).rows[0].n as number,
      (n) => n === 1,
      'the seller ledger earning',
    );
    expect(earnings).toBe(1);
    await eventually(
      () => mailRows([confirmationKey(orderId)]),
      (rows) => rows[0]?.status === 'sent',
      'the confirmation mail sent',
    );
    expect(sink.to(email)).toHaveLength(1);
    console.log(
      `1. instance ${killed.index + 1} killed after the commit; after its restart: ${earnings} earning row, ${sink.to(email).length} confirmation`,
    );
  });

  it('2. SMTP down while 5 orders are paid: the mails show retrying in the admin Mail list, and all 5 go out once when it is back', async () => {
    const productId = await support.addProduct(db, 10);
    const emails = Array.from({ length: 5 }, () => `smtp-down-${randomUUID().slice(0, 8)}@example.com`);
    const orders: string[] = [];
    const mailOf = async (email: string) =>
      (
        await call<MailListResponse>(
          cluster.storefrontUrl,
          `/api/admin/mails?recipient=${encodeURIComponent(email)}`,
          { token: adminToken },
        )
      ).body.items?.[0];
    let attempts: number[];
    await sink.down();
    try {
      for (const email of emails) orders.push(await buy(productId, email));
      for (const orderId of orders)
        await eventually(
          () => paymentStatus(orderId),
          (status) => status === 'paid',
          `order ${orderId} paid`,
        );
      const listed = await eventually(
        () => Promise.all(emails.map(mailOf)),
        (mails) => mails.every((mail) => mail?.status === 'retrying'),
        'the five mails retrying',
      );
      expect(
        listed.every((mail) => mail && mail.attempts >= 1 && /ECONNREFUSED/.test(mail.last_error ?? '')),
      ).toBe(true);
      expect(deliveries(emails)).toEqual([0, 0, 0, 0, 0]);
      attempts = listed.map((mail) => mail?.attempts ?? 0);
    } finally {
      await sink.up();
    }
    await eventually(
      () => mailRows(orders.map(confirmationKey)),
      (rows) => rows.length === 5 && rows.every((row) => row.status === 'sent'),
      'all five sent',
    );
    expect(deliveries(emails)).toEqual([1, 1, 1, 1, 1]);
    console.log(
      `2. SMTP down: ${attempts.join(', ')} tries each before it came back; delivered ${deliveries(emails).join(', ')}`,
    );
  });

  it('3. a burst of 200 jobs over both instances: each subscriber mailed exactly once, and a second restock mails nobody', async () => {
    const started = Date.now();
    const product = await soldOutWithSubscribers(200);
    await product.restock(5);
    await eventually(
      async () => deliveries(product.emails).filter((n) => n > 0).length,
      (n) => n === 200,
      'all 200 mails delivered',
    );
    const seconds = (Date.now() - started) / 1000;
    await product.restock(0);
    await product.restock(5);
    // The second restock's fan-out job ran (and found every request already mailed).
    await eventually(
      async () =>
        (
          await db.query(
            `SELECT count(*)::int AS n FROM pgboss.job
              WHERE name = 'domain-events' AND state = 'completed' AND data->>'event' = 'catalogue.product-restocked'
                AND data->'payload'->>'productId' = $1`,
            [product.id],
          )
        ).rows[0].n as number,
      (n) => n === 2,
      'both restock jobs completed',
    );
    const { rows } = await db.query(
      `SELECT status, count(*)::int AS n FROM mails WHERE recipient = ANY($1) GROUP BY status`,
      [product.emails],
    );
    expect(rows).toEqual([{ status: 'sent', n: 200 }]);
    expect(deliveries(product.emails).every((n) => n === 1)).toBe(true);
    console.log(
      `3. 200 back-in-stock mails over two instances in ${seconds.toFixed(1)} s; each address got ${[...new Set(deliveries(product.emails))].join('/')} mail`,
    );
  });

  it('4. Redis killed: sign-in still answers, as fast as with Redis; Redis back: the limit is shared by both instances again', async () => {
    const shopper = await support.register(a.url);
    const signIn = async (instance: ApiInstance, ip: string, password = PASSWORD) => {
      const startedAt = Date.now();
      const res = await call(instance.url, '/api/auth/login', {
        ip,
        body: { email: shopper.email, password },
      });
      return { status: res.status, ms: Date.now() - startedAt };
    };
    const before = await signIn(a, nextIp());
    await stopRedis();
    const during = [await signIn(a, nextIp()), await signIn(b, nextIp())];
    console.log(
      `4. sign-in: ${before.ms} ms with Redis, ${during.map((r) => r.ms).join(' and ')} ms with Redis killed`,
    );
    expect([before.status, ...during.map((r) => r.status)]).toEqual([200, 200, 200]);
    // What waiting for Redis adds, against the same sign-in with Redis (the hash dominates either).
    for (const r of during) expect(r.ms - before.ms).toBeLessThan(1000);
    const health = await call<{ info: Record<string, unknown> }>(a.url, '/api/health');
    expect(health.status).toBe(200);
    expect(health.body.info.redis).toMatchObject({ status: 'up', degraded: true });

    redis.process = await startRedis(redis.port);
    for (const instance of [a, b])
      await eventually(
        async () =>
          (await call<{ info: Record<string, unknown> }>(instance.url, '/api/health')).body.info?.redis,
        (indicator) => JSON.stringify(indicator) === JSON.stringify({ status: 'up' }),
        `instance ${instance.index + 1} back on Redis`,
      );
    // One address alternating between the instances is counted once across both, as before.
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < AUTH_LIMIT_PER_MINUTE + 2; i++)
      statuses.push((await signIn(i % 2 === 0 ? a : b, ip, 'Wrong-password-9')).status);
    expect(statuses).toEqual([...Array(AUTH_LIMIT_PER_MINUTE).fill(401), 429, 429]);
  });

  it('SIGTERM: running jobs get their grace, then are handed back and run again after the restart, each once', async () => {
    const product = await soldOutWithSubscribers(40);
    // The mail server answers nobody: every worker that takes a mail job is stuck in it.
    sink.hold();
    await product.restock(2);
    await eventually(
      async () => sink.held,
      (held) => held > 0,
      'mails in flight',
    );
    const exits = [a.exited(), b.exited()];
    a.kill('SIGTERM');
    b.kill('SIGTERM');
    // Both exit cleanly once the grace ran out, their stuck jobs failed back to the queue.
    expect(await Promise.all(exits)).toEqual([
      { code: 0, signal: null },
      { code: 0, signal: null },
    ]);
    // Their conversations ended with them: nothing was delivered.
    await eventually(
      async () => sink.held,
      (held) => held === 0,
      'the held conversations closed',
    );
    expect(deliveries(product.emails).every((n) => n === 0)).toBe(true);
    sink.release();
    await Promise.all([a.restart(), b.restart()]);
    await allDeliveredOnce(product.emails);
    // Each mail is recorded sent just after the server's answer: wait for the last record.
    await eventually(
      () => sentMails(product.emails),
      (n) => n === 40,
      'every mail recorded sent',
    );
  });

  it('5. a restock with 500 subscribers, both instances SIGKILLed halfway: after the restart every subscriber has exactly one mail', async () => {
    const product = await soldOutWithSubscribers(500);
    // The mail server takes 250, then keeps the next ones waiting for its answer, as a slow one does.
    sink.holdAfter(250);
    await product.restock(3);
    // Once it holds one, it answers no more: what was delivered by then stays so.
    const { delivered } = await eventually(
      async () => ({ delivered: deliveries(product.emails).filter((n) => n > 0).length, held: sink.held }),
      (state) => state.held > 0,
      'about half delivered, the next ones in flight',
    );
    expect(delivered).toBeGreaterThan(200);
    // Every mail the server answered is recorded as sent before the crash (none between answer and record).
    await eventually(
      () => sentMails(product.emails),
      (n) => n === delivered,
      'the answered mails recorded',
    );
    await killAll([a, b]);
    // The held conversations ended with their senders: those mails were never delivered.
    await eventually(
      async () => sink.held,
      (held) => held === 0,
      'the held conversations closed',
    );
    sink.release();
    const inFlight = (
      await db.query(`SELECT count(*)::int AS n FROM mails WHERE recipient = ANY($1) AND status <> 'sent'`, [
        product.emails,
      ])
    ).rows[0].n as number;

    await Promise.all([a.restart(), b.restart()]);
    await allDeliveredOnce(product.emails);
    // Each mail is recorded sent just after the server's answer: wait for the last record.
    const rows = await eventually(
      async () =>
        (
          await db.query(
            `SELECT status, count(*)::int AS n FROM mails WHERE recipient = ANY($1) GROUP BY status`,
            [product.emails],
          )
        ).rows,
      (found) => found.length === 1 && found[0].status === 'sent',
      'every mail recorded sent',
    );
    expect(rows).toEqual([{ status: 'sent', n: 500 }]);
    console.log(
      `5. killed with ${delivered} of 500 delivered and ${inFlight} not yet; after the restart 500 delivered, each once`,
    );
  });
});
