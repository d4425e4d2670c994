// Traces of a checkout, received by an OTLP/HTTP collector in this process: the built API runs as
// a real process (the instrumentations hook `require`, which jest's module system bypasses) with
// OTEL_EXPORTER_OTLP_ENDPOINT pointing here, beside the payment sandbox. A guest checks out, pays
// on the sandbox page, and the sandbox's webhook settles the order; the spans of each step must
// arrive, tied together by their trace ids, and the API's log lines must name them.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { Client } from 'pg';
import { createFreshDatabase, type FreshDatabase } from '@phonehub/server-database';
import { generateSandboxSecrets, startPaymentSandbox, type PaymentSandbox } from '../payment-sandbox';
import { API_NODE_FLAGS } from '../scripts/api-node-flags';
import { freePort } from '../scripts/cluster';
import { addProduct, call, eventually, nextIp, payOnSandbox, SHIPPING_ADDRESS, testEnv } from './support';

const ROOT = resolve(__dirname, '../..');
/** The built API (npm test builds it first); OBSERVABILITY_API_MAIN points at another build. */
const MAIN = resolve(ROOT, process.env.OBSERVABILITY_API_MAIN ?? 'dist/apps/api/main.js');

/** OTLP/JSON's span kinds. */
const SERVER = 2;
const CLIENT = 3;
const CONSUMER = 5;

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
  doubleValue?: number;
}
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: Array<{ key: string; value: OtlpValue }>;
}
interface ExportRequest {
  resourceSpans: Array<{
    resource?: { attributes?: Array<{ key: string; value: OtlpValue }> };
    scopeSpans: Array<{ scope?: { name: string }; spans: OtlpSpan[] }>;
  }>;
}

/** A span as the tests read it: attributes as a plain object, the service it came from. */
interface Span extends OtlpSpan {
  service: string;
  attrs: Record<string, string | number | boolean | undefined>;
}

const valueOf = (v: OtlpValue) =>
  v.stringValue ?? (v.intValue !== undefined ? Number(v.intValue) : (v.boolValue ?? v.doubleValue));

/** An OTLP/HTTP traces receiver (JSON encoding, which the API's exporter sends) keeping every span. */
async function startCollector(): Promise<{ url: string; spans: Span[]; server: Server }> {
  const spans: Span[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (
        req.method !== 'POST' ||
        req.url !== '/v1/traces' ||
        !req.headers['content-type']?.includes('json')
      ) {
        res.writeHead(415).end();
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ExportRequest;
      for (const resource of body.resourceSpans) {
        const service = String(
          valueOf(resource.resource?.attributes?.find((a) => a.key === 'service.name')?.value ?? {}),
        );
        for (const scope of resource.scopeSpans)
          for (const span of scope.spans)
            spans.push({
              ...span,
              service,
              attrs: Object.fromEntries((span.attributes ?? []).map((a) => [a.key, valueOf(a.value)])),
            });
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, spans, server };
}

let collector: Awaited<ReturnType<typeof startCollector>>;
let sandbox: PaymentSandbox;
let database: FreshDatabase;
let db: Client;
let api: ChildProcess;
let base: string;
let tmp: string;
const logLines: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), 'phonehub-observability-'));
  collector = await startCollector();
  const serverUrl = process.env.DATABASE_URL?.trim();
  if (!serverUrl) throw new Error('DATABASE_URL must name a PostgreSQL server for this suite');
  database = await createFreshDatabase(serverUrl, 'phonehub_observability');
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  sandbox = await startPaymentSandbox({
    port: 0,
    host: '127.0.0.1',
    webhookUrl: `${base}/api/payments/webhook`,
    ...generateSandboxSecrets(),
  });
  api = spawn(process.execPath, [...API_NODE_FLAGS, MAIN], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...testEnv(tmp, database.url),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      PAYMENT_SANDBOX_URL: sandbox.url,
      PAYMENT_SANDBOX_SECRET_KEY: sandbox.secretKey,
      PAYMENT_SANDBOX_WEBHOOK_SECRET: sandbox.webhookSecret,
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
      OTEL_SERVICE_NAME: 'phonehub-api-under-test',
      // Every trace kept, sent within a tenth of a second of its end.
      OTEL_TRACES_SAMPLER: 'always_on',
      OTEL_BSP_SCHEDULE_DELAY: '100',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  createInterface({ input: api.stdout as NodeJS.ReadableStream }).on('line', (line) => {
    if (line.startsWith('{')) logLines.push(JSON.parse(line) as Record<string, unknown>);
  });
  await eventually(
    async () => {
      if (api.exitCode !== null) throw new Error(`the API exited with code ${api.exitCode}`);
      return fetch(`${base}/api/health`).then(
        (r) => r.status,
        () => 0,
      );
    },
    (status) => status === 200,
    'the API to start',
  );
  db = new Client({ connectionString: database.url });
  await db.connect();
}, 120_000);

afterAll(async () => {
  if (api && api.exitCode === null) {
    const exited = new Promise((done) => api.once('exit', done));
    api.kill('SIGTERM');
    await exited;
  }
  await db?.end().catch(() => undefined);
  await sandbox?.close();
  await database?.drop().catch(() => undefined);
  await new Promise((done) => collector?.server.close(done));
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

const inTrace = (traceId: string) => collector.spans.filter((s) => s.traceId === traceId);
const serverSpan = (name: string) => collector.spans.find((s) => s.kind === SERVER && s.name === name);

it('exports the spans of a paid checkout over OTLP, tied by trace ids, and the logs name them', async () => {
  const productId = await addProduct(db, 3);
  const checkoutRequestId = `checkout-${Date.now()}`;
  const session = await call<{ session_id: string }>(base, '/api/payments/checkout/session/guest', {
    ip: nextIp(),
    headers: { 'x-request-id': checkoutRequestId },
    body: {
      cart_items: [{ id: productId, quantity: 1 }],
      origin_url: 'http://localhost:4200',
      email: 'traced-guest@example.com',
      shipping_address: SHIPPING_ADDRESS,
      shipping_method: 'standard',
    },
  });
  expect(session.status).toBe(201);
  const paid = await payOnSandbox({ sandbox }, session.body.session_id);
  expect(paid.status).toBe(303);
  await eventually(
    async () =>
      (
        await db.query('SELECT payment_status FROM orders WHERE stripe_session_id = $1', [
          session.body.session_id,
        ])
      ).rows[0]?.payment_status,
    (status) => status === 'paid',
    'the order paid through the webhook',
  );

  // The checkout request: its server span named by route, the statements under it, and the
  // Stripe SDK's call to the sandbox (a span named for the operation, over an HTTP client span).
  const checkout = await eventually(
    async () => serverSpan('POST /api/payments/checkout/session/guest'),
    (span) => span !== undefined,
    'the checkout request span',
  );
  if (!checkout) throw new Error('unreachable');
  expect(checkout.service).toBe('phonehub-api-under-test');
  expect(checkout.attrs['http.route']).toBe('/api/payments/checkout/session/guest');
  await eventually(
    async () => inTrace(checkout.traceId).map((s) => s.name),
    (names) =>
      names.includes('stripe POST /v1/checkout/sessions') && names.some((n) => n.startsWith('pg.query')),
    'the checkout trace',
  );
  const checkoutTrace = inTrace(checkout.traceId);
  const stripeCall = checkoutTrace.find((s) => s.name === 'stripe POST /v1/checkout/sessions');
  expect(stripeCall).toBeDefined();
  const sandboxPort = Number(new URL(sandbox.url).port);
  const httpOut = checkoutTrace.find((s) => s.kind === CLIENT && s.parentSpanId === stripeCall?.spanId);
  expect(httpOut).toBeDefined();
  expect(httpOut?.attrs['server.port'] ?? httpOut?.attrs['net.peer.port']).toBe(sandboxPort);
  const statements = checkoutTrace.filter(
    (s) => s.kind === CLIENT && (s.attrs['db.system.name'] ?? s.attrs['db.system']) === 'postgresql',
  );
  expect(statements.map((s) => s.attrs['db.query.text'])).toEqual(
    expect.arrayContaining(['START TRANSACTION', 'COMMIT', expect.stringMatching(/^INSERT INTO "orders"/)]),
  );
  // Every span of the request descends from its server span.
  const ids = new Set(checkoutTrace.map((s) => s.spanId));
  for (const span of checkoutTrace)
    if (span !== checkout) expect(ids.has(span.parentSpanId ?? '')).toBe(true);

  // The webhook: its own trace (the sandbox sends no trace context), with the jobs it enqueued
  // running as its children (the trace travels in the job's data).
  const webhook = await eventually(
    async () => serverSpan('POST /api/payments/webhook'),
    (span) => span !== undefined,
    'the webhook request span',
  );
  if (!webhook) throw new Error('unreachable');
  await eventually(
    async () => inTrace(webhook.traceId).map((s) => s.name),
    (names) => names.some((n) => n.startsWith('job ')),
    'a job span in the webhook trace',
  );
  const jobs = inTrace(webhook.traceId).filter((s) => s.kind === CONSUMER && s.name.startsWith('job '));
  expect(jobs[0].attrs['messaging.system']).toBe('pg-boss');
  expect(inTrace(webhook.traceId).some((s) => s.spanId === jobs[0].parentSpanId)).toBe(true);

  // The log lines: the checkout's response line and a service's line in the webhook carry their
  // request id and trace.
  const response = await eventually(
    async () =>
      logLines.find(
        (l) =>
          l.msg === 'request completed' && (l.req as { id?: string } | undefined)?.id === checkoutRequestId,
      ),
    (line) => line !== undefined,
    'the checkout response line',
  );
  expect(response).toMatchObject({ req_id: checkoutRequestId, trace_id: checkout.traceId });
  const serviceLine = logLines.find(
    (l) => l.context === 'PaymentEventsService' && String(l.msg).includes(session.body.session_id),
  );
  expect(serviceLine).toMatchObject({ trace_id: webhook.traceId, req_id: expect.any(String) });
  expect(serviceLine?.req).toBeUndefined();
});
