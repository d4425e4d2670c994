import { randomUUID } from 'node:crypto';
import { hydrated } from './support/hydration';
import { expect, test, type Page } from './support/test';

// Issue 16, item 10, on a phone (375 px) and a desktop (1280 px): a product page that cannot load
// says why (our side, too many requests with when to retry, offline) and stays, with Try Again;
// only a product that really does not exist says 'Product not found' and leads to the marketplace.

/**
 * Opens the first product of the marketplace from its card (in the browser, so the product is read
 * by the page itself, not by the server's first render), with its API answer replaced by `answer`.
 */
async function openProductAnswering(page: Page, answer: Parameters<Page['route']>[1]): Promise<string> {
  await page.goto('/marketplace');
  // The card's click must be the page's own (a client navigation whose product request is answered
  // below), not the browser's link, which the server would answer with the product already in it.
  await hydrated(page, 'main article a');
  const link = page
    .getByRole('article')
    .first()
    .getByRole('link', { name: /^View Details/ });
  await expect(link).toBeVisible();
  const href = (await link.getAttribute('href')) ?? '';
  const id = href.split('/').pop() ?? '';
  expect(id).not.toBe('');
  await page.route(`**/api/products/${id}`, answer);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/product/${id}$`));
  return id;
}

for (const [name, viewport] of [
  ['phone', { width: 375, height: 740 }],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  test.describe(`error messages on a ${name} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test('a server error says it is on our side, stays on the page, and Try Again loads the product', async ({
      page,
    }) => {
      const id = await openProductAnswering(page, (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"code":"INTERNAL","detail":"Internal server error"}',
        }),
      );
      await expect(page.getByRole('alert').filter({ hasText: 'Failed to load product' })).toBeVisible();
      await expect(page.getByText('Something went wrong on our side. Please try again.')).toBeVisible();
      await expect(page.getByText('Product not found')).toHaveCount(0);

      await page.unroute(`**/api/products/${id}`);
      await page.getByRole('button', { name: 'Try Again' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/product/${id}$`));
    });

    test('too many requests says when to try again', async ({ page }) => {
      await openProductAnswering(page, (route) =>
        route.fulfill({
          status: 429,
          headers: { 'retry-after': '30' },
          contentType: 'application/json',
          body: '{"code":"RATE_LIMITED","detail":"Too many requests"}',
        }),
      );
      await expect(page.getByText('Too many requests. Please try again in 30 seconds.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
      await expect(page.getByText('Something went wrong on our side')).toHaveCount(0);
    });

    test('no connection says so', async ({ page }) => {
      await openProductAnswering(page, (route) => route.abort('internetdisconnected'));
      await expect(
        page.getByText("You're offline or the server can't be reached. Check your connection and try again."),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
    });

    test('a product that does not exist says Product not found and leads to the marketplace', async ({
      page,
    }) => {
      await page.goto(`/product/${randomUUID()}`);
      await expect(page.getByRole('alert').filter({ hasText: 'Product not found' }).first()).toBeVisible();
      await expect(page).toHaveURL(/\/marketplace$/);
    });
  });
}
