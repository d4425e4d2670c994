import { request as httpRequest } from 'node:http';
import type { ApiErrorBody, TradeImageUploadResponse } from '@phonehub/contracts';
import { Client as PgClient } from 'pg';
import type { QueryRunner } from 'typeorm';
import { HEALTH_APPLICATION_NAME } from '../src/health/database-health.indicator';
import { PNG, register, signInAsAdmin } from './support/fixtures';
import { client } from './support/http';
import { startTestApp, useTempDir, useTestApp } from './support/test-app';

const ERROR_KEYS = ['code', 'detail', 'message', 'statusCode'];
const NOT_ALLOWED = 'The request contains characters that are not allowed.';
const TOO_DEEP = 'The request body is nested too deeply.';
const PAYLOAD_TOO_LARGE: ApiErrorBody = {
  statusCode: 413,
  code: 'PAYLOAD_TOO_LARGE',
  message: 'Payload Too Large',
  detail: 'The request body is too large.',
};

function expectErrorShape(body: unknown, statusCode: number): void {
  expect(Object.keys(body as object).sort()).toEqual(ERROR_KEYS);
  expect((body as ApiErrorBody).statusCode).toBe(statusCode);
}

/** A 3 MB login body: three times the JSON limit. */
function hugeLogin(): string {
  return JSON.stringify({ email: 'big@example.com', password: 'x'.repeat(3 * 1024 * 1024) });
}

/** The same bytes sent chunked (no Content-Length), as a streaming client does. */
function chunked(text: string): ReadableStream<Uint8Array> {
  const bytes = Buffer.from(text);
  const size = 64 * 1024;
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(offset, offset + size));
      offset += size;
    },
  });
}

interface SlowPostResult {
  status: number;
  body: unknown;
  /** Whether every byte of the request had been written when the answer arrived. */
  answeredAfterBody: boolean;
}

/**
 * Posts a body in small writes, yielding between them, as a client on a slow link does, and reads
 * the answer. Rejects when the connection is reset under the client.
 */
function postSlowly(url: string, body: Buffer, { chunked }: { chunked: boolean }): Promise<SlowPostResult> {
  return new Promise((resolve, reject) => {
    let written = false;
    const req = httpRequest(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(body.length) }),
      },
    });
    req.on('error', reject);
    req.on('response', (res) => {
      const answeredAfterBody = written;
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('error', reject);
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          body: JSON.parse(Buffer.concat(parts).toString('utf8')),
          answeredAfterBody,
        }),
      );
    });
    void (async () => {
      const size = 16 * 1024;
      for (let offset = 0; offset < body.length && !req.destroyed; offset += size) {
        await new Promise<void>((done) => req.write(body.subarray(offset, offset + size), () => done()));
        await new Promise<void>((done) => setImmediate(done));
      }
      written = true;
      req.end();
    })();
  });
}

describe('hardening', () => {
  const { t, api } = useTestApp({ TRADE_UPLOAD_DIR: useTempDir('phonehub-hardening-uploads-') });

  const adminToken = () => signInAsAdmin(api);

  describe('oversized JSON bodies (item 2)', () => {
    it('answers a 3 MB body with Content-Length with a readable 413, every time', async () => {
      for (let attempt = 0; attempt < 5; attempt++) {
        const res = await fetch(`${t.baseUrl}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: hugeLogin(),
        });
        expect(res.status).toBe(413);
        expect(await res.json()).toEqual(PAYLOAD_TOO_LARGE);
      }
    });

    it('answers a 3 MB chunked body (no Content-Length) with a readable 413, every time', async () => {
      for (let attempt = 0; attempt < 5; attempt++) {
        const res = await fetch(`${t.baseUrl}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: chunked(hugeLogin()),
          duplex: 'half',
        } as RequestInit);
        expect(res.status).toBe(413);
        expect(await res.json()).toEqual(PAYLOAD_TOO_LARGE);
      }
    });

    it.each([false, true])(
      'answers a body over the limit only once it has all arrived (chunked: %s), so the client reads the 413',
      async (chunked) => {
        const res = await postSlowly(`${t.baseUrl}/api/auth/login`, Buffer.from(hugeLogin()), { chunked });
        expect(res).toEqual({ status: 413, body: PAYLOAD_TOO_LARGE, answeredAfterBody: true });
      },
    );

    it('keeps serving the same client after a refused body', async () => {
      const refused = await api.raw('/api/auth/login', { method: 'POST', rawBody: hugeLogin() });
      expect(refused.status).toBe(413);
      const next = await api.get('/api/health');
      expect(next.status).toBe(200);
    });
  });

  describe('malformed input (item 13)', () => {
    it.each([
      ['a NUL byte in a tracking code', '/api/trade/track/%00abc'],
      ['a NUL byte in a checkout session id', '/api/payments/checkout/status/cs_test_%00'],
      ['a control character in a product id', '/api/products/%01'],
    ])('answers %s with 400 in the error shape', async (_case, path) => {
      const res = await api.get(path);
      expect(res.status).toBe(400);
      expectErrorShape(res.body, 400);
      expect(res.body.detail).toBe(NOT_ALLOWED);
    });

    it.each([
      ['login', '/api/auth/login', { email: 'a\u0000@example.com', password: 'whatever-password' }],
      [
        'register',
        '/api/auth/register',
        { email: 'new\u0000@example.com', password: 'Tr1cky-Passphrase', first_name: 'A', last_name: 'B' },
      ],
      ['forgot-password', '/api/auth/forgot-password', { email: '\u0000someone@example.com' }],
    ])('answers a NUL byte in the email on %s with 400', async (_route, path, body) => {
      const res = await api.post(path, body);
      expect(res.status).toBe(400);
      expectErrorShape(res.body, 400);
      expect(res.body.detail).toBe(NOT_ALLOWED);
    });

    it('answers a NUL byte in a nested string or an object key with 400', async () => {
      const nested = await api.post('/api/trade/quote', { brand: 'X', extra: { list: ['ok', 'bad\u0000'] } });
      expect(nested.status).toBe(400);
      expect(nested.body.detail).toBe(NOT_ALLOWED);
      const key = await api.post('/api/auth/login', { 'email\u0000': 'a@example.com', password: 'x' });
      expect(key.status).toBe(400);
      expect(key.body.detail).toBe(NOT_ALLOWED);
    });

    it('answers a NUL byte in the admin user search with 400', async () => {
      const token = await adminToken();
      const res = await api.get('/api/admin/users?search=%00', { token });
      expect(res.status).toBe(400);
      expectErrorShape(res.body, 400);
      expect(res.body.detail).toBe(NOT_ALLOWED);
      const fine = await api.get('/api/admin/users?search=avery', { token });
      expect(fine.status).toBe(200);
    });

    it.each(['/api/auth/login', '/api/trade/quote', '/api/auth/register'])(
      'answers JSON nested 3,000 levels deep on %s with 400',
      async (path) => {
        for (const [open, close] of [
          ['[', ']'],
          ['{"a":', '}'],
        ]) {
          const res = await api.raw(path, {
            method: 'POST',
            rawBody: `{"email":${open.repeat(3000)}1${close.repeat(3000)}}`,
          });
          expect(res.status).toBe(400);
          expectErrorShape(res.body, 400);
          expect(res.body.detail).toBe(TOO_DEEP);
        }
      },
    );

    it('still accepts tabs and new lines in text and ordinary nesting', async () => {
      const res = await api.post('/api/auth/login', {
        email: 'nobody@example.com',
        password: 'line one\nline\ttwo',
      });
      expect(res.status).toBe(401);
    });

    it('leaves the webhook raw body alone: a NUL byte there reaches the signature check', async () => {
      const res = await api.raw('/api/payments/webhook', {
        method: 'POST',
        rawBody: '{"type":"\\u0000"}',
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      });
      expect(res.status).toBe(400);
      expect(res.body.detail).not.toBe(NOT_ALLOWED);
    });
  });

  describe('Cache-Control: no-store on private responses (item 18)', () => {
    it('marks signed-in and private responses no-store, errors included', async () => {
      const user = await register(api);
      const admin = await adminToken();
      for (const [path, token, status] of [
        ['/api/auth/me', user.access_token, 200],
        ['/api/auth/me', undefined, 401],
        ['/api/orders', user.access_token, 200],
        ['/api/orders/00000000-0000-4000-8000-000000000000', user.access_token, 404],
        ['/api/orders', undefined, 401],
        ['/api/trade/requests', user.access_token, 200],
        ['/api/trade/requests/00000000-0000-4000-8000-000000000000', user.access_token, 404],
        ['/api/trade/requests', undefined, 401],
        ['/api/admin/users', admin, 200],
        ['/api/admin/orders', admin, 200],
        ['/api/admin/trades', admin, 200],
        ['/api/admin/users', undefined, 401],
        ['/api/admin/users', user.access_token, 403],
      ] as const) {
        const res = await api.get(path, { token });
        expect({ path, status: res.status }).toEqual({ path, status });
        expect({ path, cache: res.headers.get('cache-control') }).toEqual({ path, cache: 'no-store' });
      }
    });

    it('marks responses to writes no-store, even on public routes', async () => {
      const res = await api.post('/api/auth/login', {
        email: 'nobody@example.com',
        password: 'whatever-pass',
      });
      expect(res.status).toBe(401);
      expect(res.headers.get('cache-control')).toBe('no-store');
    });

    it('leaves public cacheable responses alone', async () => {
      const uploaded = await api.upload<TradeImageUploadResponse>('/api/trade/images', {
        field: 'file',
        bytes: PNG,
        filename: 'a.png',
        type: 'image/png',
      });
      expect(uploaded.status).toBe(201);
      const { url } = uploaded.body;
      const image = await fetch(`${t.baseUrl}${url}`);
      expect(image.status).toBe(200);
      expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

      const products = await api.get('/api/products');
      expect(products.status).toBe(200);
      expect(products.headers.get('cache-control')).not.toBe('no-store');
      const health = await api.get('/api/health');
      expect(health.headers.get('cache-control')).not.toBe('no-store');
    });
  });

  describe('health under load (item 5)', () => {
    it('answers 200 while every connection of the app pool is busy', async () => {
      // The pg Pool behind the app's DataSource.
      const { master: pool } = t.db.driver as unknown as {
        master: { options: { max?: number }; totalCount: number; idleCount: number };
      };
      const size = pool.options.max ?? 10;
      const held: QueryRunner[] = [];
      try {
        for (let i = 0; i < size; i++) {
          const runner = t.db.createQueryRunner();
          held.push(runner);
          await runner.connect();
          await runner.startTransaction();
          await runner.query('SELECT 1');
        }
        expect(pool.totalCount).toBe(size);
        expect(pool.idleCount).toBe(0);

        const res = await api.get('/api/health');
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ status: 'ok', info: { database: { status: 'up' } } });
      } finally {
        for (const runner of held) {
          if (runner.isTransactionActive) await runner.rollbackTransaction();
          await runner.release();
        }
      }
    });
  });
});

describe('health with the database unreachable (item 5)', () => {
  it('answers 503 when the database refuses new connections, and 200 again once it is back', async () => {
    const t = await startTestApp();
    const api = client(t.baseUrl);
    const [{ name }] = await t.db.query<{ name: string }[]>('SELECT current_database() AS name');
    const database = `"${name.replace(/"/g, '""')}"`;
    // A database cannot refuse connections to itself from inside: the switch is made from another one.
    const serverUrl = new URL(process.env.E2E_DATABASE_URL ?? '');
    serverUrl.pathname = '/postgres';
    const server = new PgClient({ connectionString: serverUrl.toString() });
    await server.connect();
    try {
      expect((await api.get('/api/health')).status).toBe(200);
      // New connections are refused and the health check's own connection is cut, as in an outage;
      // the app pool's connections stay open, so the API could still be serving.
      await server.query(`ALTER DATABASE ${database} ALLOW_CONNECTIONS false`);
      try {
        await server.query(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
            WHERE datname = $1 AND application_name = $2`,
          [name, HEALTH_APPLICATION_NAME],
        );
        const down = await api.get('/api/health');
        expect(down.status).toBe(503);
        expectErrorShape(down.body, 503);
      } finally {
        await server.query(`ALTER DATABASE ${database} ALLOW_CONNECTIONS true`);
      }
      expect((await api.get('/api/health')).status).toBe(200);
    } finally {
      await server.end();
      await t.close();
    }
  });
});
