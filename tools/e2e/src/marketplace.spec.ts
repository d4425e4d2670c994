import { expect, test } from './support/test';
import type { AuthResponse } from '@phonehub/contracts';
import type { Locator } from '@playwright/test';
import { uniqueEmail } from './support/api';
import { field } from './support/fields';
import { adminBrowser } from './support/flows';
import { verifyByMailedLink } from './support/mail';
import { E2E_ADMIN_PATH_SUFFIX, E2E_ORIGINS } from './support/env';

/** A text field inside a form or dialog, by its accessible name. */
const box = (within: Locator, name: string) => within.getByRole('textbox', { name, exact: true });

test('a shopper applies to the partner program, the admin approves, and the new seller’s product is sold in the marketplace under its name', async ({
  browser,
  page,
  request,
}) => {
  // Four screens in two apps and two remotes: three times the usual budget on a busy machine.
  test.slow();
  const run = Date.now().toString(36);
  const email = uniqueEmail('partner');
  const password = 'Copper-Meadow-Signal-48';
  const company = `Harbor Refurb ${run}`;
  const productName = `Pixel 7 Harbor ${run}`;

  // The shopper's account comes from the API (registering is accounts.spec.ts's subject).
  const registered = await request.post(`${E2E_ORIGINS.api}/api/auth/register`, {
    data: { email, password, first_name: 'Sasha', last_name: 'Partner', phone: '+1 (555) 301-4455' },
  });
  expect(registered.ok(), `register: ${registered.status()} ${await registered.text()}`).toBe(true);
  expect(((await registered.json()) as AuthResponse).user.is_seller).toBe(false);

  await page.goto('/login');
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Welcome back Sasha!')).toBeVisible();
  // Applying to sell needs a verified address: the link mailed at sign-up (issue 34).
  await verifyByMailedLink(page, email);

  // A shopper has no seller dashboard yet.
  await page.goto('/seller');
  await expect(page.getByRole('heading', { name: 'Seller Access Required' })).toBeVisible();
  await page.getByRole('link', { name: 'Apply via the Partner Program' }).click();
  await expect(page).toHaveURL(/\/partner-program$/);

  const form = page.getByRole('form', { name: 'Apply to become a partner' });
  await box(form, 'Company Name').fill(company);
  await box(form, 'Contact Name').fill('Sasha Partner');
  await box(form, 'Email').fill(email);
  await form.getByRole('combobox', { name: 'Business Type' }).selectOption({ index: 1 });
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText(/^Your partner application has been submitted successfully!/)).toBeVisible();
  const status = page.getByRole('region', { name: 'Application status' });
  await expect(status.getByText('Under review')).toBeVisible();
  await expect(form).toHaveCount(0);

  // The admin, in a browser of their own, approves the application in the portal.
  const { admin, close: closeAdmin } = await adminBrowser(browser);
  await admin.getByRole('tab', { name: /^Partner Applications/ }).click();
  await expect(admin).toHaveURL(new RegExp(`/dashboard-${E2E_ADMIN_PATH_SUFFIX}/partner-applications$`));
  const row = admin.getByRole('row', { name: new RegExp(company) });
  await expect(row.getByText('Pending')).toBeVisible();
  await row.getByRole('button', { name: `Review ${company}'s application` }).click();
  const review = admin.getByRole('dialog', { name: `Review ${company}` });
  await review.getByRole('combobox', { name: 'Decision' }).selectOption('approved');
  await review.getByRole('button', { name: 'Submit Review' }).click();
  await expect(admin.getByText('Application approved successfully')).toBeVisible();
  await expect(review).toHaveCount(0);
  await expect(row.getByText('Approved')).toBeVisible();
  await closeAdmin();

  // The applicant sees the decision and opens the seller dashboard.
  await page.reload();
  await expect(status.getByText('Approved', { exact: true })).toBeVisible();
  await status.getByRole('link', { name: 'Open Seller Dashboard' }).click();
  await expect(page).toHaveURL(/\/seller$/);
  await page.getByRole('tab', { name: 'My Products' }).click();
  await expect(page.getByText('No products yet')).toBeVisible();

  await page.getByRole('button', { name: 'Add Product' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Product' });
  await box(dialog, 'Product name').fill(productName);
  await box(dialog, 'Brand').fill('Google');
  await box(dialog, 'Model').fill('Pixel 7');
  await box(dialog, 'Price ($)').fill('349.99');
  await box(dialog, 'Storage').fill('128GB');
  await dialog.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByText('Product created successfully!')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const listed = page.getByRole('row', { name: new RegExp(productName) });
  await expect(listed.getByText('Active')).toBeVisible();
  await expect(listed.getByText('$349.99')).toBeVisible();

  // Any visitor finds it in the marketplace, sold by the new partner.
  await page.goto('/marketplace');
  await page.getByRole('searchbox', { name: 'Search products' }).fill(productName);
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  const card = page.getByRole('article', { name: productName });
  await expect(card.getByText(`Sold by ${company}`)).toBeVisible();
  await card.getByRole('link', { name: `View Details for ${productName}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
  await expect(page.getByText(`Sold by ${company}`)).toBeVisible();
});
