import type { Browser, Page } from '@playwright/test';
import type { Product } from '@phonehub/contracts';
import { cspViolations, expect } from './test';
import { field } from './fields';
import { E2E_ADMIN, E2E_ADMIN_PATH_SUFFIX, E2E_ORIGINS, E2E_PORTS } from './env';

/** Steps several journeys share, so that each spec reads as its own story. */

export async function addToCart(page: Page, product: Product) {
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('button', { name: 'Added to Cart' })).toBeVisible();
}

/** The checkout's delivery address, in Austin, Texas. */
export async function fillTexasAddress(page: Page) {
  await field(page, 'Address').fill('9 Elm Street');
  await field(page, 'City').fill('Austin');
  await page.getByRole('combobox', { name: 'State' }).selectOption('TX');
  await field(page, 'ZIP code').fill('73301');
}

/** Pays on the local payment sandbox's page (as Stripe Checkout would be) with the given card. */
export async function payOnSandbox(page: Page, cardNumber = '4242 4242 4242 4242', awaitPage = true) {
  if (awaitPage) await page.waitForURL(new RegExp(`^http://localhost:${E2E_PORTS.sandbox}/pay/`));
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay/ }).click();
}

/** The order reference the confirmation page shows after a successful payment. */
export async function paidOrderReference(page: Page): Promise<string> {
  await expect(page.getByText('Payment successful!')).toBeVisible({ timeout: 25_000 });
  const reference = (await page.getByTestId('order-reference').textContent())?.trim() ?? '';
  expect(reference).toMatch(/^[0-9a-f]{8}$/);
  return reference;
}

export async function signInToAdminPortal(page: Page) {
  await page.goto(`/admin-${E2E_ADMIN_PATH_SUFFIX}`);
  await field(page, 'Username').fill(E2E_ADMIN.username);
  await field(page, 'Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Management Portal' })).toBeVisible();
}

/**
 * The admin in a browser of their own, signed in to the portal. `close` fails the test on any
 * Content Security Policy violation the portal ran into, then closes that browser.
 */
export async function adminBrowser(browser: Browser) {
  const context = await browser.newContext({ baseURL: E2E_ORIGINS.storefront });
  const violations = cspViolations(context);
  const admin = await context.newPage();
  await signInToAdminPortal(admin);
  const close = async () => {
    expect(violations, 'Content Security Policy violations in the admin portal').toEqual([]);
    await context.close();
  };
  return { admin, close };
}
