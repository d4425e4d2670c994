import { uniqueEmail } from './support/api';
import { field } from './support/fields';
import { verificationLink } from './support/mail';
import { expect, test, type Page } from './support/test';

// Issue 34, finding 1: an account shows "Verified" only once it followed the link mailed to its
// address. The link needs the account it was sent for: opened signed out, it asks to sign in first.

const PASSWORD = 'Lantern-Orchard-Pebble-61';

function emailRow(page: Page) {
  return page.locator('.details-list__row', { has: page.getByText('Email', { exact: true }) });
}

test('a shopper registers, opens the link mailed to them and the account page says Verified', async ({
  page,
}) => {
  const email = uniqueEmail('verify');
  await page.goto('/register');
  await field(page, 'First name').fill('Riley');
  await field(page, 'Last name').fill('Mailbox');
  await field(page, 'Email').fill(email);
  await field(page, 'Phone').fill('+1 (555) 010-4455');
  await field(page, 'Password').fill(PASSWORD);
  await field(page, 'Confirm password').fill(PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL((url) => url.pathname === '/');

  // Until the link is opened the address is not verified.
  await page.goto('/profile');
  await expect(emailRow(page).getByText('Not verified', { exact: true })).toBeVisible();
  await expect(emailRow(page).getByRole('button', { name: 'Send a new link' })).toBeVisible();

  // Opened signed out, the link asks for the account first and comes back to itself after sign-in.
  const link = await verificationLink(email);
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Riley', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(banner.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await page.goto(link);
  await expect(page.getByText('Sign in to confirm')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();

  await expect(page.getByText('Email address verified')).toBeVisible();
  await expect(page.getByText('Your email address is verified.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to my account' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(emailRow(page).getByText('Verified', { exact: true })).toBeVisible();
  await expect(emailRow(page).getByText('Not verified', { exact: true })).toHaveCount(0);

  // The link works once.
  await page.goto(link);
  await expect(page.getByText('This link has already been used.', { exact: false })).toBeVisible();
});
