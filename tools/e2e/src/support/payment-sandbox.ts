import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_PORTS } from './env';
import { expect } from './test';

/** Where the browser stack's payment sandbox answers this machine. */
export const SANDBOX_URL = `http://127.0.0.1:${E2E_PORTS.sandbox}`;

/**
 * One of the sandbox's test controls (what banks and connected accounts do on their own, e.g.
 * `/_sandbox/disputes`), behind the secret key global-setup started the sandbox with.
 */
export async function sandboxControl<T>(
  request: APIRequestContext,
  path: string,
  data: Record<string, unknown>,
): Promise<T> {
  const key = process.env.E2E_SANDBOX_SECRET_KEY;
  if (!key)
    throw new Error('E2E_SANDBOX_SECRET_KEY is not set: run through the Playwright config (global-setup)');
  const response = await request.post(`${SANDBOX_URL}${path}`, {
    headers: { authorization: `Bearer ${key}` },
    data,
  });
  expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * The provider's hosted onboarding page (Stripe Connect's, as the sandbox serves it), reached by a
 * "Set up payouts" button: it is completed with one button and sends the browser back.
 */
export async function completeOnboarding(page: Page): Promise<void> {
  await page.waitForURL(new RegExp(`^http://localhost:${E2E_PORTS.sandbox}/connect/onboarding/`));
  await expect(page.getByRole('heading', { name: 'Set up payouts with the payment sandbox' })).toBeVisible();
  await page.getByRole('button', { name: 'Complete onboarding' }).click();
}
