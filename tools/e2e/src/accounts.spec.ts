import { field } from './support/fields';
import { expect, test, type Page } from './support/test';
import { uniqueEmail } from './support/api';

const PASSWORD = 'Correct-Horse-42';

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

function userMenu(page: Page, name: string) {
  return page.getByRole('banner').getByRole('button', { name, exact: true });
}

test('a shopper registers, signs out, signs in again and edits the profile', async ({ page }) => {
  const email = uniqueEmail('avery');
  await page.goto('/register');
  await field(page, 'First name').fill('Avery');
  await field(page, 'Last name').fill('Quinn');
  await field(page, 'Email').fill(email);
  await field(page, 'Phone').fill('+1 (555) 010-2030');
  await field(page, 'Password').fill(PASSWORD);
  await field(page, 'Confirm password').fill(PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page.getByText('Account created successfully! Redirecting to homepage...')).toBeVisible();
  await expect(page.getByText('Welcome Avery! Registration successful!')).toBeVisible();
  // The page waits 2 s before it redirects; the rest of the test's time is slack for a busy machine.
  await page.waitForURL((url) => url.pathname === '/');
  await expect(userMenu(page, 'Avery')).toBeVisible();

  // A refresh keeps the session.
  await page.reload();
  await expect(userMenu(page, 'Avery')).toBeVisible();

  await userMenu(page, 'Avery').click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();

  await signIn(page, email, PASSWORD);
  await expect(page.getByText('Welcome back Avery!')).toBeVisible();
  await expect(userMenu(page, 'Avery')).toBeVisible();

  await userMenu(page, 'Avery').click();
  await page.getByRole('menuitem', { name: 'My account' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Customer', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await field(page, 'Last name').fill('Quinn-Harper');
  await field(page, 'Street').fill('12 Harbor Way');
  await field(page, 'City').fill('Portland');
  await field(page, 'State').fill('OR');
  await field(page, 'ZIP code').fill('97201');
  await field(page, 'Country').fill('USA');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();

  await page.reload();
  await expect(page.getByText('Quinn-Harper')).toBeVisible();
  await expect(page.getByText('Portland')).toBeVisible();
});

test('a wrong password is refused with the API message and nothing changes', async ({ page }) => {
  await signIn(page, 'shopper@phonehub.test', 'not-the-password');
  await expect(page.getByText('Invalid credentials')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
});

test('register refuses mismatched passwords before calling the API', async ({ page }) => {
  let registerCalls = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/auth/register')) registerCalls++;
  });
  await page.goto('/register');
  await field(page, 'First name').fill('Sam');
  await field(page, 'Last name').fill('Lee');
  await field(page, 'Email').fill(uniqueEmail('sam'));
  await field(page, 'Phone').fill('5550102030');
  await field(page, 'Password').fill(PASSWORD);
  await field(page, 'Confirm password').fill(`${PASSWORD}x`);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  expect(registerCalls).toBe(0);
});

test('login-required pages send visitors to /login and /admin goes home', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/admin/anything');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: /not found/i })).toBeVisible();
});
