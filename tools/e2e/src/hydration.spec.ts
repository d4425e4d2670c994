// Issue 17: each shopping page the server rendered is taken over by React in place. The page and the
// footer are their own Suspense boundaries, hydrated after the header in idle slices (routes.tsx,
// site-layout.tsx); a hydration mismatch would make React throw the server's markup away and draw
// the page again in one long task, and a click before a part is hydrated must not be lost.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { E2E_ORIGINS } from './support/env';
import { hydrated } from './support/hydration';

test.use({ viewport: { width: 375, height: 812 } });

async function productPath(request: APIRequestContext): Promise<string> {
  const listing = await request.get(`${E2E_ORIGINS.api}/api/products?limit=1`);
  const { products } = (await listing.json()) as { products: Array<{ id: string }> };
  return `/product/${products[0].id}`;
}

test('the server-rendered shopping pages are hydrated in place, header, page and footer, without a React error', async ({
  page,
  request,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  // The server's heading is marked once the document is parsed, before the app's (deferred) scripts
  // run: a heading React drew afresh would not carry the mark.
  await page.addInitScript(() =>
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive')
        document.querySelector('main h1')?.setAttribute('data-from-server', '');
    }),
  );
  for (const path of ['/', '/marketplace', await productPath(request), '/trade']) {
    await page.goto(path);
    await hydrated(page, 'header');
    await hydrated(page, 'main h1');
    await hydrated(page, 'footer');
    await expect(
      page.locator('main h1[data-from-server]'),
      `${path}: the server's heading is kept`,
    ).toHaveCount(1);
    expect(errors, path).toEqual([]);
  }
});

test('a category chosen on the home page at once, before the page may be hydrated, opens its listing', async ({
  page,
}) => {
  await page.goto('/', { waitUntil: 'commit' });
  await page
    .getByRole('link', { name: /^Smartphones/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/marketplace\?category=Smartphone/);
  await expect(page.getByRole('heading', { level: 1, name: 'Smartphones' })).toBeVisible();
});
