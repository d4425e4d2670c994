// The static server in front of each frontend, against a fake API that reports what reached it.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { TRADE_IMAGE_MAX_BYTES, TRADE_MESSAGES } from '@phonehub/domain';
import { IMAGE_MAX_BYTES, IMAGE_TOO_LARGE, parseTrustProxy, serveApp, stackConfig } from './stack';

interface Seen {
  url: string;
  headers: Record<string, string | string[] | undefined>;
  bytes: number;
}

const MB = 1024 * 1024;

/** Echoes what it received: the client address headers and how many body bytes arrived. */
async function startFakeApi(): Promise<{ server: FastifyInstance; url: string; seen: Seen[] }> {
  const seen: Seen[] = [];
  const server = Fastify();
  // Count the body as a stream, whatever its type, as the proxy would hand it to the API.
  server.removeAllContentTypeParsers();
  server.addContentTypeParser('*', (_request, payload, done) => {
    let bytes = 0;
    payload.on('data', (chunk: Buffer) => (bytes += chunk.length));
    payload.on('end', () => done(null, bytes));
    payload.on('error', done);
  });
  server.all('/api/*', async (request, reply) => {
    const entry = {
      url: request.url,
      headers: request.headers,
      bytes: (request.body as number | undefined) ?? 0,
    };
    seen.push(entry);
    const origin = request.headers.origin;
    if (origin === 'http://allowed.example') reply.header('Access-Control-Allow-Origin', origin);
    return { xff: request.headers['x-forwarded-for'] ?? null, bytes: entry.bytes };
  });
  await server.listen({ port: 0, host: '127.0.0.1' });
  return { server, url: `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`, seen };
}

describe('serveApp', () => {
  let api: Awaited<ReturnType<typeof startFakeApi>>;
  let root: string;
  const servers: FastifyInstance[] = [];

  /** A storefront server over a scratch build, with the given environment. */
  async function storefront(env: NodeJS.ProcessEnv = {}): Promise<string> {
    const config = stackConfig({ API_URL: api.url, ...env }, { storefront: 0 });
    const server = await serveApp('storefront', config, { root });
    servers.push(server);
    return `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  }

  beforeAll(async () => {
    api = await startFakeApi();
    root = mkdtempSync(join(tmpdir(), 'phonehub-serve-app-'));
    writeFileSync(
      join(root, 'index.html'),
      '<!doctype html><div id=root></div><script defer src=/main.1234abcd.js></script>',
    );
    writeFileSync(join(root, 'main.1234abcd.js'), 'console.log(1);\n');
    writeFileSync(join(root, 'main.1234abcd.js.map'), '{"version":3,"sources":["secret.ts"]}');
  });

  beforeEach(() => {
    api.seen.length = 0;
  });

  afterAll(async () => {
    // A failed assertion can leave a response unread, keeping its connection busy.
    for (const server of servers) server.server.closeAllConnections();
    await Promise.all(servers.map((server) => server.close()));
    await api.server.close();
    rmSync(root, { recursive: true, force: true });
  });

  describe('pages', () => {
    it("the storefront answers unknown routes with 404 and the app; the remotes' servers leave routing to the app", async () => {
      const base = await storefront();
      const missing = await fetch(`${base}/no-such-page`);
      expect(missing.status).toBe(404);
      expect(await missing.text()).toContain('<div id=root></div>');
      expect((await fetch(`${base}/marketplace`)).status).toBe(200);

      const config = stackConfig({ API_URL: api.url }, { seller: 0 });
      const seller = await serveApp('seller', config, { root });
      servers.push(seller);
      const sellerBase = `http://127.0.0.1:${(seller.server.address() as AddressInfo).port}`;
      const page = await fetch(`${sellerBase}/no-such-page`);
      expect(page.status).toBe(200);
      expect(await page.text()).toBe(readFileSync(join(root, 'index.html'), 'utf8'));
      expect((await fetch(`${sellerBase}/robots.txt`)).status).toBe(404);
    });
  });

  describe('client address (X-Forwarded-For)', () => {
    it("forwards the socket's address and drops the chain a client wrote", async () => {
      const base = await storefront();
      const res = await fetch(`${base}/api/auth/forgot-password`, {
        headers: { 'X-Forwarded-For': '6.6.6.6, 7.7.7.7', Forwarded: 'for=8.8.8.8', 'X-Real-IP': '9.9.9.9' },
      });
      expect(await res.json()).toEqual({ xff: '127.0.0.1', bytes: 0 });
      expect(api.seen[0].headers.forwarded).toBeUndefined();
      expect(api.seen[0].headers['x-real-ip']).toBeUndefined();
    });

    it('believes X-Forwarded-For only from the proxies FRONTEND_TRUST_PROXY names, and forwards one address', async () => {
      const behindLoopback = await storefront({ FRONTEND_TRUST_PROXY: 'loopback' });
      const res = await fetch(`${behindLoopback}/api/products`, {
        headers: { 'X-Forwarded-For': '6.6.6.6, 7.7.7.7' },
      });
      expect((await res.json()).xff).toBe('7.7.7.7');

      const otherProxy = await storefront({ FRONTEND_TRUST_PROXY: '10.0.0.0/8' });
      const direct = await fetch(`${otherProxy}/api/products`, { headers: { 'X-Forwarded-For': '7.7.7.7' } });
      expect((await direct.json()).xff).toBe('127.0.0.1');
    });

    it('takes a hop count: one proxy in front means its appended address is the client', async () => {
      const base = await storefront({ FRONTEND_TRUST_PROXY: '1' });
      const res = await fetch(`${base}/api/products`, { headers: { 'X-Forwarded-For': '6.6.6.6, 7.7.7.7' } });
      expect((await res.json()).xff).toBe('7.7.7.7');
    });

    it("refuses 'true' and malformed proxy lists instead of trusting everyone", () => {
      expect(() => parseTrustProxy('FRONTEND_TRUST_PROXY', 'true')).toThrow(/FRONTEND_TRUST_PROXY=true/);
      expect(() => parseTrustProxy('FRONTEND_TRUST_PROXY', '10.0.0.0/40')).toThrow(/10\.0\.0\.0\/40/);
      expect(parseTrustProxy('FRONTEND_TRUST_PROXY', undefined)).toBe(false);
      expect(parseTrustProxy('FRONTEND_TRUST_PROXY', 'loopback, 10.0.0.0/8, ::1')).toBe(
        'loopback,10.0.0.0/8,::1',
      );
    });
  });

  describe('security headers', () => {
    let base: string;
    beforeAll(async () => {
      base = await storefront({
        SELLER_REMOTE_URL: 'https://seller.example',
        ADMIN_REMOTE_URL: 'https://admin.example',
      });
    });

    function directives(header: string | null): Map<string, string[]> {
      return new Map(
        (header ?? '').split(';').map((part) => {
          const [name, ...values] = part.trim().split(/\s+/);
          return [name, values] as [string, string[]];
        }),
      );
    }

    it('sends a CSP, framing, referrer and sniffing policy with the page', async () => {
      for (const path of ['/', '/trade/42']) {
        const res = await fetch(`${base}${path}`);
        expect(res.status).toBe(200);
        const csp = directives(res.headers.get('content-security-policy'));
        expect(csp.get('script-src')).toEqual(
          expect.arrayContaining(["'self'", 'https://seller.example', 'https://admin.example']),
        );
        expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
        expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
        expect(csp.get('connect-src')).toEqual(
          expect.arrayContaining(["'self'", 'https://seller.example', 'https://admin.example']),
        );
        expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
        expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
        expect(csp.get('object-src')).toEqual(["'none'"]);
        expect(csp.get('base-uri')).toEqual(["'self'"]);
        expect(csp.get('form-action')).toEqual(["'self'"]);
        expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
        expect(res.headers.get('access-control-allow-origin')).toBeNull();
      }
    });

    it('lets other origins load static files (remote entries, chunks), with the same policy headers', async () => {
      const res = await fetch(`${base}/main.1234abcd.js`);
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    });

    it('leaves CORS on proxied /api responses to the API', async () => {
      const plain = await fetch(`${base}/api/products`);
      expect(plain.status).toBe(200);
      expect(plain.headers.get('access-control-allow-origin')).toBeNull();
      const foreign = await fetch(`${base}/api/products`, { headers: { Origin: 'https://evil.example' } });
      expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
      const allowed = await fetch(`${base}/api/products`, { headers: { Origin: 'http://allowed.example' } });
      expect(allowed.headers.get('access-control-allow-origin')).toBe('http://allowed.example');
    });

    it('does not serve source maps', async () => {
      const res = await fetch(`${base}/main.1234abcd.js.map`);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('secret.ts');
    });

    it('builds hidden source maps: bundles carry no sourceMappingURL', () => {
      const federatedApp = require('../webpack/federated-app.cjs');
      const config = federatedApp({ name: 'storefront', projectRoot: 'apps/storefront', title: 'PhoneHub' });
      expect(config.devtool).toBe('hidden-source-map');
    });

    it('shares only what ARCHITECTURE.md names: React, react-dom, react-router-dom and the session lib', () => {
      // Anything with state a remote must keep to itself (TanStack Query above all) is bundled per app;
      // hooks that use it live in libs every app bundles (the ui lib), never in the shared session lib.
      const federatedApp = require('../webpack/federated-app.cjs');
      const config = federatedApp({
        name: 'admin',
        projectRoot: 'apps/admin',
        title: 'PhoneHub Admin',
        exposes: { './Module': './src/remote-entry.ts' },
      });
      const federation = config.plugins.find(
        (plugin: { constructor: { name: string } }) => plugin.constructor.name === 'ModuleFederationPlugin',
      );
      expect(Object.keys(federation._options.shared).sort()).toEqual([
        '@phonehub/session',
        'react',
        'react-dom',
        'react-router-dom',
      ]);
    });
  });

  describe('body limits through the /api proxy', () => {
    let base: string;
    beforeAll(async () => {
      base = await storefront();
    });

    const tooLarge = {
      statusCode: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Payload Too Large',
      detail: 'The request body is too large.',
    };

    /** POSTs a JSON body streamed in chunks (no Content-Length) to the login route. */
    const postStreamed = (body: ReadableStream<Uint8Array>) =>
      fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
        duplex: 'half',
      } as RequestInit);

    it('answers a 3 MB JSON body with the 413 error shape, readable by the client, without bothering the API', async () => {
      const res = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(3 * MB) }),
      });
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual(tooLarge);
      expect(api.seen).toHaveLength(0);
    });

    it('caps a chunked JSON body without Content-Length the same way', async () => {
      const chunk = new TextEncoder().encode('x'.repeat(256 * 1024));
      let sent = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent++ < 12) controller.enqueue(chunk);
          else controller.close();
        },
      });
      const res = await postStreamed(body);
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual(tooLarge);
      expect(api.seen).toHaveLength(0);
    });

    it('forwards a chunked JSON body under the limit whole, with its length', async () => {
      const json = JSON.stringify({ email: 'a@example.com', password: 'correct horse' });
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(json));
          controller.close();
        },
      });
      const res = await postStreamed(body);
      expect(res.status).toBe(200);
      expect((await res.json()).bytes).toBe(Buffer.byteLength(json));
      expect(api.seen[0].headers['content-length']).toBe(String(Buffer.byteLength(json)));
    });

    function photo(bytes: number): FormData {
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'phone.png');
      return form;
    }

    it('lets a trade photo up to the image limit through to the API', async () => {
      const res = await fetch(`${base}/api/trade/images`, { method: 'POST', body: photo(4 * MB) });
      expect(res.status).toBe(200);
      expect((await res.json()).bytes).toBeGreaterThan(4 * MB);
    });

    it("answers a 6 MB trade photo with the API's 413, not a 502", async () => {
      const res = await fetch(`${base}/api/trade/images`, { method: 'POST', body: photo(6 * MB) });
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({ ...tooLarge, detail: 'Each image must be at most 5 MB' });
      expect(api.seen).toHaveLength(0);
    });

    it("keeps the proxy's image limit and message equal to the domain's", () => {
      expect(IMAGE_MAX_BYTES).toBe(TRADE_IMAGE_MAX_BYTES);
      expect(IMAGE_TOO_LARGE).toBe(TRADE_MESSAGES.imageTooLarge);
    });

    it('holds other routes to the JSON limit even for multipart bodies', async () => {
      const res = await fetch(`${base}/api/auth/profile`, { method: 'PUT', body: photo(2 * MB) });
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual(tooLarge);
    });
  });
});
