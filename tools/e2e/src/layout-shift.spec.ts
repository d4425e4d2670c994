// Issue 17: the listing and a product page do not jump while they load. The browser's own
// layout-shift entries are added up (those right after the user's input do not count, as in CLS)
// from the first byte until the page is complete and its network quiet, at a phone's and a
// desktop's width.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { E2E_ORIGINS } from './support/env';

const VIEWPORTS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/** Collects layout shifts from the start of every document the page opens. */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const store = window as unknown as { __layoutShift: number; __layoutShifts: number };
    store.__layoutShift = 0;
    store.__layoutShifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean }
      >) {
        if (entry.hadRecentInput) continue;
        store.__layoutShift += entry.value;
        store.__layoutShifts += 1;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function layoutShift(page: Page): Promise<{ total: number; count: number }> {
  return page.evaluate(() => {
    const store = window as unknown as { __layoutShift: number; __layoutShifts: number };
    return { total: store.__layoutShift, count: store.__layoutShifts };
  });
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the marketplace does not shift while it loads (CLS ≤ 0.05)', async ({ page }) => {
      await recordLayoutShifts(page);
      await page.goto('/marketplace');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The first result card (a product without photos has its drawing, not always an <img> in a link).
      await expect(page.getByRole('region', { name: 'Results' }).getByRole('article').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const shift = await layoutShift(page);
      expect(shift.total, `${shift.count} layout shifts`).toBeLessThanOrEqual(0.05);
    });

    test('a product page does not shift while it loads (CLS ≤ 0.05)', async ({ page, request }) => {
      const listing = await request.get(`${E2E_ORIGINS.api}/api/products?limit=1`);
      const { products } = (await listing.json()) as { products: Array<{ id: string; name: string }> };
      expect(products.length).toBeGreaterThan(0);

      await recordLayoutShifts(page);
      await page.goto(`/product/${products[0].id}`);
      await expect(page.getByRole('heading', { level: 1, name: products[0].name })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const shift = await layoutShift(page);
      expect(shift.total, `${shift.count} layout shifts`).toBeLessThanOrEqual(0.05);
    });
  });
}
