// Issue 17's size rules, in bytes (deterministic for a build, not a timing): each shopping page loads
// at most 170 KB of compressed JavaScript before it can be used (React and the Module Federation
// runtime included), no file of the seller or admin remote is fetched on those pages, and each
// remote's entry is at most 25 KB compressed as the server sends it (brotli, highest level).
import { brotliCompressSync, constants } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { E2E_ORIGINS, E2E_PORTS } from './support/env';
import { hydrated } from './support/hydration';

const KB = 1024;
const PAGE_JS_BUDGET = 170 * KB;
const REMOTE_ENTRY_BUDGET = 25 * KB;
const ROOT = join(__dirname, '../../..');
const REMOTE_ORIGINS = [E2E_PORTS.seller, E2E_PORTS.admin].map((port) => `:${port}/`);
const PHONE = { width: 375, height: 812 };

test.use({ viewport: PHONE });

/**
 * Usable: React owns the page's heading, so the page's own chunk has arrived and the server's markup
 * has been hydrated (or the page drawn). (Not the network falling quiet: Chromium does not always
 * report that on the cart, whose requests have all finished.)
 */
const usable = (page: Page) => hydrated(page);

async function shoppingPaths(request: APIRequestContext): Promise<string[]> {
  const listing = await request.get(`${E2E_ORIGINS.api}/api/products?limit=1`);
  const { products } = (await listing.json()) as { products: Array<{ id: string }> };
  return ['/', '/marketplace', `/product/${products[0].id}`, '/cart', '/trade'];
}

test('each shopping page loads at most 170 KB of compressed JavaScript before it can be used', async ({
  browser,
  request,
}) => {
  for (const path of await shoppingPaths(request)) {
    // A fresh context per page: nothing comes from the cache of the page before.
    const context = await browser.newContext({ viewport: PHONE, baseURL: E2E_ORIGINS.storefront });
    const page = await context.newPage();
    const scripts: Array<Promise<{ url: string; bytes: number }>> = [];
    page.on('request', (req) => {
      if (req.resourceType() !== 'script') return;
      // As sent, once complete: the body as encoded on the wire (brotli) and the headers.
      scripts.push(
        req
          .sizes()
          .then((sizes) => ({ url: req.url(), bytes: sizes.responseBodySize + sizes.responseHeadersSize })),
      );
    });
    await page.goto(path);
    await usable(page);
    const loaded = await Promise.all(scripts);
    await context.close();

    const total = loaded.reduce((sum, script) => sum + script.bytes, 0);
    const listed = loaded
      .map((script) => `${new URL(script.url).pathname} ${(script.bytes / KB).toFixed(1)} KB`)
      .join(', ');
    expect(
      loaded.some((script) => /\/main\.[0-9a-f]+\.js$/.test(script.url)),
      `${path} loads the app's entry`,
    ).toBe(true);
    expect(
      total,
      `${path}: ${(total / KB).toFixed(1)} KB in ${loaded.length} files (${listed})`,
    ).toBeLessThanOrEqual(PAGE_JS_BUDGET);
  }
});

test('the shopping pages fetch nothing from the seller or admin remote', async ({ page, request }) => {
  for (const path of await shoppingPaths(request)) {
    const fetched: string[] = [];
    page.on('request', (req) => fetched.push(req.url()));
    await page.goto(path);
    await usable(page);
    expect(
      fetched.filter((url) => REMOTE_ORIGINS.some((origin) => url.includes(origin))),
      path,
    ).toEqual([]);
    page.removeAllListeners('request');
  }
});

for (const remote of ['seller', 'admin'] as const) {
  test(`the ${remote} remote's entry is at most 25 KB compressed`, () => {
    const dir = join(ROOT, 'dist/apps', remote);
    const manifest = JSON.parse(readFileSync(join(dir, 'mf-manifest.json'), 'utf8')) as {
      metaData: { remoteEntry: { name: string } };
    };
    const entry = readFileSync(join(dir, manifest.metaData.remoteEntry.name));
    const compressed = brotliCompressSync(entry, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    });
    expect(compressed.length).toBeLessThanOrEqual(REMOTE_ENTRY_BUDGET);
  });
}
