import { field } from './support/fields';
import { expect, test } from './support/test';
import { apiLogin, DEMO_SELLER, DEMO_SHOPPER } from './support/api';
import { E2E_ADMIN, E2E_ADMIN_PATH_SUFFIX, E2E_ORIGINS } from './support/env';

const loginPath = `/admin-${E2E_ADMIN_PATH_SUFFIX}`;
const portalPath = `/dashboard-${E2E_ADMIN_PATH_SUFFIX}`;

test('an admin signs in at the hidden path and the portal is loaded from the admin origin', async ({
  page,
}) => {
  const fromAdminOrigin: string[] = [];
  page.on('response', (r) => {
    if (r.url().startsWith(E2E_ORIGINS.admin) && r.ok()) fromAdminOrigin.push(new URL(r.url()).pathname);
  });

  await page.goto(loginPath);
  await field(page, 'Username').fill(E2E_ADMIN.username);
  await field(page, 'Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid credentials')).toBeVisible();

  await field(page, 'Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Admin login successful!')).toBeVisible();
  // The portal opens on its first section, which has its own address.
  await expect(page).toHaveURL(new RegExp(`${portalPath}/trades$`));
  await expect(page.getByRole('heading', { name: 'Admin Management Portal' })).toBeVisible();

  // Trades opens first; the Users tab lists the demo shopper as a registered account whose address
  // is verified (the demo data's accounts are; a sign-up is once it opens its link).
  await expect(page.getByRole('tab', { name: 'Trades' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Users' }).click();
  await expect(page).toHaveURL(new RegExp(`${portalPath}/users$`));
  const row = page.getByRole('row', { name: new RegExp(DEMO_SHOPPER.email) });
  await expect(row).toBeVisible();
  await expect(row.getByText('Registered', { exact: true })).toBeVisible();
  await expect(row.getByText('Verified', { exact: true })).toBeVisible();

  expect(fromAdminOrigin).toContain('/mf-manifest.json');
  expect(fromAdminOrigin.some((p) => p.endsWith('.js'))).toBe(true);

  // The portal survives a refresh and stays on its section; back returns to the previous one; Logout ends the session.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Admin Management Portal' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
  await page.goBack();
  await expect(page.getByRole('tab', { name: 'Trades' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.goto(portalPath);
  await expect(page).toHaveURL(new RegExp(`${loginPath}$`));
});

test('a shopper cannot open the portal: the API says no, whatever the browser claims', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request, DEMO_SHOPPER.email, DEMO_SHOPPER.password);
  const forbidden = await request.get(`${E2E_ORIGINS.api}/api/admin/users`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(forbidden.status()).toBe(403);
  expect((await forbidden.json()).code).toBe('FORBIDDEN');
  const anonymous = await request.get(`${E2E_ORIGINS.api}/api/admin/users`);
  expect(anonymous.status()).toBe(401);

  // Forging the browser's admin flag changes nothing: the portal asks the API.
  await page.goto('/');
  await page.evaluate((t) => {
    localStorage.setItem('authToken', t);
    localStorage.setItem('adminAuth', 'true');
  }, token);
  await page.goto(portalPath);
  await expect(page).toHaveURL(new RegExp(`${loginPath}$`));
  await expect(page.getByRole('heading', { name: 'Admin Management Portal' })).toHaveCount(0);
});

test('the rest of the storefront keeps working when the admin remote is down', async ({ page }) => {
  await page.route(`${E2E_ORIGINS.admin}/**`, (route) => route.abort());
  await page.goto(loginPath);
  await expect(page.getByText(/temporarily unavailable/i)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
});

test('the seller remote: access required for shoppers, the dashboard for sellers', async ({ page }) => {
  for (const [account, expected] of [
    [DEMO_SHOPPER, 'Seller Access Required'],
    [DEMO_SELLER, DEMO_SELLER.email],
  ] as const) {
    await page.goto('/login');
    await field(page, 'Email').fill(account.email);
    await field(page, 'Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText(`Welcome back ${account.firstName}!`)).toBeVisible();
    await page.goto('/seller');
    await expect(page.getByText(expected).first()).toBeVisible();
    await page.evaluate(() => localStorage.clear());
  }
});
