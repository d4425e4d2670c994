import type { Page } from '@playwright/test';

/**
 * Waits until React owns the element `selector` finds: its fiber is attached once its part of a
 * server-rendered page is hydrated (or the page drawn). The page's content hydrates after the header,
 * at idle priority (apps/storefront/src/app/routes.tsx); a click that lands before its lazy code
 * has arrived is the browser's own (a link navigates, a form submits), so a test of what the page's
 * scripts do on a click waits for this first.
 */
export async function hydrated(page: Page, selector = 'main h1'): Promise<void> {
  await page.waitForFunction((css) => {
    const element = document.querySelector(css);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
  }, selector);
}
