import type { Browser, Page } from '@playwright/test';
import { apiLogin, DEMO_SHOPPER } from './support/api';
import { E2E_ORIGINS } from './support/env';
import { field } from './support/fields';
import { adminBrowser } from './support/flows';
import { cspViolations, expect, test } from './support/test';

// Issue 34, sessions per device: signing out (or ending a session) on one device no longer signs the
// account out everywhere. Two browsers sign in as the demo shopper; the laptop's account page lists
// both and ends the phone's session; the phone is signed out on its next page, the laptop is not.

const PHONE_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

/** A browser of its own (cookies, storage) signed in as the demo shopper through the login page. */
async function signedInBrowser(browser: Browser, userAgent?: string) {
  const context = await browser.newContext({ baseURL: E2E_ORIGINS.storefront, userAgent });
  const violations = cspViolations(context);
  const page = await context.newPage();
  await page.goto('/login');
  await field(page, 'Email').fill(DEMO_SHOPPER.email);
  await field(page, 'Password').fill(DEMO_SHOPPER.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(userMenu(page)).toBeVisible();
  const close = async () => {
    expect(violations, 'Content Security Policy violations').toEqual([]);
    await context.close();
  };
  return { page, close };
}

const userMenu = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: DEMO_SHOPPER.firstName, exact: true });

test('ending the other session on the account page signs that browser out and keeps this one signed in', async ({
  browser,
  request,
}) => {
  // Earlier specs signed the demo shopper in too: those sessions end, so the two below are all there is.
  const token = await apiLogin(request, DEMO_SHOPPER.email, DEMO_SHOPPER.password);
  const ended = await request.post(`${E2E_ORIGINS.api}/api/auth/logout-all`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(ended.status()).toBe(204);

  const phone = await signedInBrowser(browser, PHONE_AGENT);
  const laptop = await signedInBrowser(browser);

  await laptop.page.goto('/profile');
  const sessions = laptop.page.getByRole('list', { name: 'Sessions' });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  const here = sessions.getByRole('listitem').filter({ hasText: 'This device' });
  await expect(here).toContainText('Chrome on Linux');
  await expect(here.getByRole('button', { name: 'End session' })).toHaveCount(0);
  const other = sessions.getByRole('listitem').filter({ hasText: 'Safari on iPhone' });
  await expect(other).not.toContainText('This device');

  await other.getByRole('button', { name: 'End session' }).click();
  await expect(laptop.page.getByText('Session ended: Safari on iPhone is signed out.')).toBeVisible();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);

  // The phone, still showing its page, finds itself signed out with its next request: the account
  // page (opened in the app, no reload) asks the API, which refuses the token, and it is sent to sign in.
  await userMenu(phone.page).click();
  await phone.page.getByRole('menuitem', { name: 'My account' }).click();
  await expect(phone.page).toHaveURL(/\/login$/);
  await expect(phone.page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  // And it stays signed out on a fresh page.
  await phone.page.goto('/profile');
  await expect(phone.page).toHaveURL(/\/login$/);

  // The laptop is still signed in, on a fresh page too.
  await laptop.page.reload();
  await expect(userMenu(laptop.page)).toBeVisible();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  await expect(sessions.getByRole('listitem')).toContainText('This device');

  await phone.close();
  await laptop.close();
});

test("one admin's Logout leaves another admin browser signed in; the portal lists the admin's sessions", async ({
  browser,
}) => {
  const leaving = await adminBrowser(browser);
  const staying = await adminBrowser(browser);

  await staying.admin.getByRole('tab', { name: 'Sessions' }).click();
  const sessions = staying.admin.getByRole('list', { name: 'Sessions' });
  await expect(sessions.getByRole('listitem').filter({ hasText: 'This device' })).toHaveCount(1);
  expect(await sessions.getByRole('listitem').count()).toBeGreaterThanOrEqual(2);

  await leaving.admin.getByRole('button', { name: 'Logout' }).click();
  await expect(leaving.admin.getByText('Logged out successfully')).toBeVisible();

  // The other admin browser is still signed in, on a fresh page too.
  await staying.admin.reload();
  await expect(staying.admin.getByRole('heading', { name: 'Admin Management Portal' })).toBeVisible();
  await expect(sessions.getByRole('listitem').filter({ hasText: 'This device' })).toHaveCount(1);

  await leaving.close();
  await staying.close();
});
