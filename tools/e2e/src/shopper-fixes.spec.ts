import type { ProductListResponse } from '@phonehub/contracts';
import { E2E_ORIGINS } from './support/env';
import { expect, test, type Page } from './support/test';

// Issue 16, items 1–3, on a phone (375 px) and a desktop (1280 px): a new page starts at the top and
// back returns to the place; several conditions at once; devices in stock first, sold-out ones optional.

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** On a phone the filters sit behind a toggle. */
async function openFilters(page: Page) {
  const toggle = page.getByRole('button', { name: /^Filters/ });
  if (await toggle.isVisible()) await toggle.click();
  return page.getByRole('complementary', { name: 'Filters' });
}

for (const [name, viewport] of [
  ['phone', { width: 375, height: 740 }],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  test.describe(`shopper fixes on a ${name} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test('a product opened from far down the listing starts at the top, and back returns to the card', async ({
      page,
    }) => {
      await page.goto('/marketplace');
      const cards = page.getByRole('article');
      await expect(cards.first()).toBeVisible();
      const last = cards.last();
      await last.scrollIntoViewIfNeeded();
      const before = await scrollY(page);
      expect(before).toBeGreaterThan(200);

      await last.getByRole('link', { name: /^View Details/ }).click();
      await expect(page).toHaveURL(/\/product\//);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect.poll(() => scrollY(page)).toBe(0);
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeInViewport();

      await page.goBack();
      await expect(page).toHaveURL(/\/marketplace$/);
      await expect(cards.last()).toBeVisible();
      await expect.poll(async () => Math.abs((await scrollY(page)) - before)).toBeLessThanOrEqual(2);
    });

    test('the condition filter offers every grade and takes several at once', async ({ page, request }) => {
      const expected: ProductListResponse = await (
        await request.get(`${E2E_ORIGINS.api}/api/products?condition=${encodeURIComponent('Very Good,Good')}`)
      ).json();
      expect(expected.total, 'the demo catalogue has Good and Very Good devices').toBeGreaterThan(0);

      await page.goto('/marketplace');
      await expect(page.getByRole('article').first()).toBeVisible();
      const filters = await openFilters(page);
      const group = filters.getByRole('group', { name: 'Condition' });
      for (const grade of ['New', 'Excellent', 'Very Good', 'Good', 'Fair', 'Used']) {
        await expect(group.getByRole('checkbox', { name: grade, exact: true })).toBeVisible();
      }
      // The boxes follow the address, which the router updates in a transition: click, then wait for the tick.
      await group.getByRole('checkbox', { name: 'Good', exact: true }).click();
      await expect(page).toHaveURL(/\?condition=Good$/);
      await expect(group.getByRole('checkbox', { name: 'Good', exact: true })).toBeChecked();
      await group.getByRole('checkbox', { name: 'Very Good', exact: true }).click();
      await expect(page).toHaveURL(/\?condition=Very\+Good&condition=Good$/);
      await expect(group.getByRole('checkbox', { name: 'Very Good', exact: true })).toBeChecked();
      await expect(page.getByText(new RegExp(`of ${expected.total} products?$`))).toBeVisible();
      const grades = await page
        .locator('article.product-card .product-card__tags .ph-badge:first-child')
        .allTextContents();
      expect(grades.length).toBeGreaterThan(0);
      for (const grade of grades) expect(['Good', 'Very Good']).toContain(grade.trim());
    });

    test('devices in stock come first, and unticking "Include out of stock" leaves sold-out ones out', async ({
      page,
      request,
    }) => {
      const all: ProductListResponse = await (
        await request.get(`${E2E_ORIGINS.api}/api/products?limit=48`)
      ).json();
      const inStock = all.products.map((p) => p.stock > 0);
      // Never a device in stock after a sold-out one.
      expect(inStock.indexOf(false) === -1 || !inStock.slice(inStock.indexOf(false)).includes(true)).toBe(
        true,
      );
      const available: ProductListResponse = await (
        await request.get(`${E2E_ORIGINS.api}/api/products?includeOutOfStock=false`)
      ).json();

      await page.goto('/marketplace');
      await expect(page.getByRole('article').first()).toBeVisible();
      // The first screenful is buyable.
      await expect(page.locator('article.product-card').first()).not.toHaveClass(/is-sold-out/);
      const filters = await openFilters(page);
      const include = filters.getByRole('checkbox', { name: 'Include out of stock' });
      await expect(include).toBeChecked();
      await include.click();
      await expect(page).toHaveURL(/includeOutOfStock=false/);
      await expect(include).not.toBeChecked();
      await expect(page.getByText(new RegExp(`of ${available.total} products?$`))).toBeVisible();
      await expect(page.locator('article.product-card.is-sold-out')).toHaveCount(0);
    });
  });
}
