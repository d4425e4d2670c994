import { field } from './support/fields';
import { expect, test, type Page } from './support/test';
import { uniqueEmail } from './support/api';
import { E2E_ORIGINS } from './support/env';
import { signInToAdminPortal } from './support/flows';

// Issue 13: an admin suspends a shopper from the Users section, the shopper's sign-in is refused
// with the support address meanwhile, and after unsuspending the shopper signs in again.

const SUSPENDED = 'Your account has been suspended. Please contact support at support@phonehub.com.';

async function shopperSignIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

test('an admin suspends and unsuspends a user; the user cannot sign in meanwhile', async ({
  page,
  browser,
  request,
}) => {
  const email = uniqueEmail('suspended');
  const password = 'Quiet-Harbor-Lantern-73';
  const registered = await request.post(`${E2E_ORIGINS.api}/api/auth/register`, {
    data: { email, password, first_name: 'Robin', last_name: 'Paused', phone: '+1 (555) 301-7788' },
  });
  expect(registered.ok(), `register: ${registered.status()} ${await registered.text()}`).toBe(true);
  const userId: string = (await registered.json()).user.id;

  await signInToAdminPortal(page);
  await page.getByRole('tab', { name: 'Users' }).click();
  await page.getByRole('searchbox', { name: 'Search users' }).fill(email);
  const row = page.getByRole('row', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) });
  await expect(row.getByText('Active', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: 'Suspend Robin Paused' }).click();
  const confirm = page.getByRole('dialog', { name: 'Suspend Robin Paused?' });
  await confirm.getByRole('button', { name: 'Suspend' }).click();
  await expect(page.getByText('User suspended successfully')).toBeVisible();
  await expect(row.getByText('Suspended', { exact: true })).toBeVisible();

  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  await shopperSignIn(shopper, email, password);
  await expect(shopper.getByText(SUSPENDED)).toBeVisible();
  await expect(shopper).toHaveURL(/\/login$/);

  await row.getByRole('button', { name: 'Unsuspend Robin Paused' }).click();
  await page
    .getByRole('dialog', { name: 'Unsuspend Robin Paused?' })
    .getByRole('button', { name: 'Unsuspend' })
    .click();
  await expect(page.getByText('User unsuspended successfully')).toBeVisible();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();

  await shopperSignIn(shopper, email, password);
  await expect(shopper.getByText('Welcome back Robin!')).toBeVisible();
  await shopperContext.close();

  // Both changes are in the Activity section, naming the account.
  await page.getByRole('tab', { name: 'Activity' }).click();
  await page.getByRole('searchbox', { name: 'Search entries' }).fill(userId);
  const entries = page.getByRole('table', { name: 'Entries' }).getByRole('row', { name: /User suspension/ });
  await expect(entries).toHaveCount(2);
  await expect(entries.first()).toContainText(userId);
  await expect(entries.first()).toContainText('yes → no');
  await expect(entries.last()).toContainText('no → yes');
});
