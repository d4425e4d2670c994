import { DataSource } from 'typeorm';
import { client, expectErrorBody } from './support/http';
import { startTestApp, useTestApp } from './support/test-app';

const ERROR_KEYS = ['code', 'detail', 'message', 'statusCode'];

describe('platform: health, errors, limits, headers', () => {
  const { t, api } = useTestApp();

  describe('health', () => {
    it('reports ok with the database up, without a token', async () => {
      const res = await api.get('/api/health');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 'ok', info: { database: { status: 'up' } } });
    });
  });

  describe('the one error shape', () => {
    it('answers an unknown route with 404', async () => {
      const res = await api.get('/api/does-not-exist');
      expectErrorBody(res, 404, 'NOT_FOUND', 'The requested resource was not found.');
    });

    it('answers malformed JSON with 400, not 500', async () => {
      const res = await api.raw('/api/auth/login', {
        method: 'POST',
        rawBody: '{"email": "a@b.co", "password": ',
      });
      expectErrorBody(res, 400, 'VALIDATION_FAILED', 'The request body is not valid JSON.');
    });

    it('refuses a 2 MB body with 413', async () => {
      const res = await api.raw('/api/auth/register', {
        method: 'POST',
        rawBody: JSON.stringify({ email: 'big@example.com', password: 'x'.repeat(2 * 1024 * 1024) }),
      });
      expectErrorBody(res, 413, 'PAYLOAD_TOO_LARGE', 'The request body is too large.');
    });

    it('refuses a body that is not JSON with 415', async () => {
      const res = await api.raw('/api/auth/login', {
        method: 'POST',
        rawBody: 'email=a@b.co',
        headers: { 'content-type': 'text/plain' },
      });
      expect(res.status).toBe(415);
      expect(res.body).toMatchObject({ statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
      expect(Object.keys(res.body).sort()).toEqual(ERROR_KEYS);
    });

    it('refuses a multipart body with the same 415 on any route but the image uploads', async () => {
      const form = new FormData();
      form.append('email', 'a@b.co');
      const res = await fetch(`${t.baseUrl}/api/auth/login`, { method: 'POST', body: form });
      expect(res.status).toBe(415);
      expect(await res.json()).toMatchObject({ statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
    });

    it('answers a JSON array where an object is expected with 400', async () => {
      const res = await api.raw('/api/auth/login', { method: 'POST', rawBody: '[1,2,3]' });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    });

    it('answers a protected route without a token with 401 in the error shape', async () => {
      const res = await api.get('/api/auth/me');
      expectErrorBody(res, 401, 'UNAUTHORIZED', 'Please sign in to continue.');
    });

    it('answers a forged or garbled token with 401', async () => {
      const res = await api.get('/api/auth/me', { token: 'not.a.jwt' });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('UNAUTHORIZED');
    });
  });

  describe('headers', () => {
    it('sends CORS headers to an allowed origin and lets it send Authorization', async () => {
      const simple = await api.get('/api/health', { headers: { origin: 'http://localhost:4200' } });
      expect(simple.headers.get('access-control-allow-origin')).toBe('http://localhost:4200');
      expect(simple.headers.get('access-control-allow-credentials')).toBeNull();

      const preflight = await api.raw('/api/auth/me', {
        method: 'OPTIONS',
        headers: {
          origin: 'http://localhost:4202',
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'authorization',
        },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:4202');
      expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
      // Answered by the CORS hook, after the request hook: it carries the request id and the security headers.
      expect(preflight.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      expect(preflight.headers.get('x-content-type-options')).toBe('nosniff');
      // Answers differ by origin, so every one says so to caches.
      expect(simple.headers.get('vary')).toMatch(/\bOrigin\b/i);
    });

    it('sends no CORS headers to any other origin', async () => {
      const res = await api.get('/api/health', { headers: { origin: 'http://evil.example' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
    });

    it('echoes an incoming x-request-id and makes one up otherwise', async () => {
      const echoed = await api.get('/api/health', { headers: { 'x-request-id': 'trace-abc-123' } });
      expect(echoed.headers.get('x-request-id')).toBe('trace-abc-123');

      const generated = await api.get('/api/health');
      expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);

      const junk = await api.get('/api/does-not-exist', { headers: { 'x-request-id': 'x'.repeat(300) } });
      expect(junk.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    });

    it("sets an API's security headers: nothing loaded, run or framed from a JSON answer", async () => {
      for (const path of ['/api/health', '/api/products', '/api/does-not-exist']) {
        const res = await api.get(path);
        expect(res.headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none'");
        expect(res.headers.get('x-frame-options')).toBe('DENY');
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
        expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
        expect(res.headers.get('referrer-policy')).toBe('no-referrer');
        expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
        // Headers only an HTML document acts on are not sent with every JSON answer.
        for (const header of [
          'cross-origin-opener-policy',
          'origin-agent-cluster',
          'x-dns-prefetch-control',
          'x-download-options',
          'x-xss-protection',
          'x-permitted-cross-domain-policies',
        ])
          expect(res.headers.get(header)).toBeNull();
      }
    });

    it('serves the Swagger UI outside production, with a CSP it can run under', async () => {
      const res = await api.get('/api/docs');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self' 'unsafe-inline'");
    });
  });

  describe('database schema', () => {
    it('matches the entities exactly (migrations and entities never drift)', async () => {
      const pending = await t.db.driver.createSchemaBuilder().log();
      expect(pending.upQueries.map((q) => q.query)).toEqual([]);
    });
  });
});

describe('health with the database down', () => {
  it('answers 503 in the error shape', async () => {
    const t = await startTestApp();
    try {
      await t.app.get(DataSource).destroy();
      const res = await client(t.baseUrl).get('/api/health');
      expect(res.status).toBe(503);
      expect(Object.keys(res.body).sort()).toEqual(ERROR_KEYS);
      expect(res.body.statusCode).toBe(503);
    } finally {
      await t.close();
    }
  });
});
