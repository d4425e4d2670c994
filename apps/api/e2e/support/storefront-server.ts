import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createStorefrontServer } from '@phonehub/storefront-server';

/** The public address the storefront server below answers as (its canonical URLs and sitemap). */
export const STOREFRONT_PUBLIC_URL = 'http://shop.example';

export interface UseStorefrontServerOptions {
  /** The test API's address, read when the server starts (a test app starts in a beforeAll too). */
  apiUrl: () => string;
  /** The built index.html the server renders pages into. */
  indexHtml: string;
  /** Products per sitemap file (the server's default when not given). */
  sitemapProductsPerFile?: number;
}

/**
 * The storefront's web server in front of the test API, started before the enclosing describe's
 * tests and closed after them, its settings and products never cached; `base` is where it listens.
 */
export function useStorefrontServer(options: UseStorefrontServerOptions): { readonly base: string } {
  let root: string | undefined;
  let storefront: FastifyInstance | undefined;
  let base: string | undefined;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'phonehub-storefront-'));
    writeFileSync(join(root, 'index.html'), options.indexHtml);
    storefront = await createStorefrontServer({
      root,
      apiUrl: options.apiUrl(),
      trustProxy: false,
      codeOrigins: ['http://localhost:4200'],
      runtimeConfig: {},
      publicUrl: STOREFRONT_PUBLIC_URL,
      adminPathSuffix: 'e2e',
      cacheMs: 0,
      sitemapProductsPerFile: options.sitemapProductsPerFile,
    });
    await storefront.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(storefront.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    storefront?.server.closeAllConnections();
    await storefront?.close();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  return {
    get base() {
      if (base === undefined)
        throw new Error('the storefront server is not started yet (read base in a test)');
      return base;
    },
  };
}
