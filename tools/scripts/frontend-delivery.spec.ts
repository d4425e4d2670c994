// Issue 17's delivery rules for the built frontends: brotli copies written by the build are sent as
// they are, with long-term caching for hashed files and none for the manifests; the storefront's
// server-side renderer is never served; and the slice of react-router the apps share holds every
// name they import.
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createFrontendServer } from '@phonehub/server-frontend';
import { ROOT } from './stack';

describe('static files of a built frontend', () => {
  let root: string;
  let server: FastifyInstance;
  let base: string;
  const bundle = 'console.log("a bundle long enough to be worth compressing");\n'.repeat(40);
  const manifest = JSON.stringify({
    name: 'seller',
    metaData: { remoteEntry: { name: 'remoteEntry.1234abcd.js' } },
  });

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'phonehub-delivery-'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><div id=root></div>');
    writeFileSync(join(root, 'main.1234abcd.js'), bundle);
    writeFileSync(join(root, 'main.1234abcd.js.br'), brotliCompressSync(bundle));
    writeFileSync(join(root, 'main.1234abcd.js.gz'), gzipSync(bundle));
    writeFileSync(join(root, 'mf-manifest.json'), manifest);
    writeFileSync(join(root, 'mf-manifest.json.br'), brotliCompressSync(manifest));
    mkdirSync(join(root, 'ssr'));
    writeFileSync(join(root, 'ssr', 'render.js'), 'exports.renderPage = () => "server code";\n');
    server = await createFrontendServer({
      root,
      apiUrl: 'http://127.0.0.1:9',
      trustProxy: false,
      codeOrigins: ['http://localhost:4200'],
      runtimeConfig: {},
    });
    await server.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('sends the brotli copy of a hashed bundle to a browser that takes brotli, cached for a year', async () => {
    const res = await fetch(`${base}/main.1234abcd.js`, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toBe(bundle);
  });

  it('sends gzip to a browser without brotli', async () => {
    const res = await fetch(`${base}/main.1234abcd.js`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(await res.text()).toBe(bundle);
  });

  it('keeps the manifest uncached, compressed copy or not', async () => {
    const res = await fetch(`${base}/mf-manifest.json`, { headers: { 'Accept-Encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.json()).toEqual(JSON.parse(manifest));
  });

  it('does not serve the server-side renderer', async () => {
    const res = await fetch(`${base}/ssr/render.js`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('server code');
  });
});

describe('the react-router the apps share', () => {
  const sources = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      // Tests and their helpers (src/test) run in jest on react-router itself, not on the bundle.
      if (statSync(path).isDirectory()) return ['node_modules', 'test'].includes(name) ? [] : sources(path);
      return /\.tsx?$/.test(name) && !/\.spec\.tsx?$/.test(name) ? [path] : [];
    });

  it('exports every name the apps and libs import from react-router-dom', () => {
    const shared = readFileSync(join(ROOT, 'tools/webpack/react-router-dom.mjs'), 'utf8');
    const exported = new Set(
      /export \{([^}]*)\}/
        .exec(shared)?.[1]
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    );
    const imported = new Set<string>();
    for (const file of [...sources(join(ROOT, 'apps')), ...sources(join(ROOT, 'libs'))]) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'react-router-dom'/g)) {
        if (match[1]) continue;
        for (const part of match[2].split(',')) {
          const name = part.trim();
          if (name && !name.startsWith('type ')) imported.add(name.split(/\s+as\s+/)[0]);
        }
      }
    }
    expect(imported.size).toBeGreaterThan(5);
    expect([...imported].filter((name) => !exported.has(name))).toEqual([]);
  });
});
