import { expect, test } from './support/test';
import type { Locator } from '@playwright/test';
import { adminBrowser } from './support/flows';
import { E2E_ADMIN_PATH_SUFFIX } from './support/env';

/** A text field inside a form or dialog, by its accessible name. */
const box = (within: Locator, name: string) => within.getByRole('textbox', { name, exact: true });

/** A real 1×1 PNG: the API checks the bytes, the browser draws it. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('an admin adds a product with a photo, shoppers find it in the marketplace, and the admin deletes it', async ({
  browser,
  page,
}) => {
  // Two apps and a remote on a busy machine.
  test.slow();
  const productName = `Admin Pixel ${Date.now().toString(36)}`;

  const { admin, close: closeAdmin } = await adminBrowser(browser);
  await admin.getByRole('tab', { name: 'Products' }).click();
  await expect(admin).toHaveURL(new RegExp(`/dashboard-${E2E_ADMIN_PATH_SUFFIX}/products$`));
  await expect(admin.getByRole('table', { name: 'Products' })).toBeVisible();

  await admin.getByRole('button', { name: 'Add Product' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Add New Product' });
  const create = dialog.getByRole('button', { name: 'Create Product' });
  await expect(create).toBeDisabled();
  await box(dialog, 'Product name').fill(productName);
  await box(dialog, 'Brand').fill('Google');
  await box(dialog, 'Model').fill('Pixel 8');
  await box(dialog, 'Price ($)').fill('379.50');
  await box(dialog, 'Stock quantity').fill('4');
  await dialog
    .getByLabel('Add images')
    .setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: PIXEL_PNG });
  const preview = dialog.getByRole('img', { name: 'Product image 1' });
  await expect(preview).toHaveAttribute('src', /^\/api\/products\/images\/[0-9a-f]{32}\.png$/);
  const imageUrl = await preview.getAttribute('src');
  await create.click();
  await expect(admin.getByText('Product created successfully')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const row = admin.getByRole('row', { name: new RegExp(productName) });
  await expect(row.getByText('In Stock', { exact: true })).toBeVisible();
  await expect(row.getByText('4 left')).toBeVisible();
  await expect(row.getByText('$379.50')).toBeVisible();

  // Any visitor finds it in the marketplace at once, with its photo.
  await page.goto('/marketplace');
  await page.getByRole('searchbox', { name: 'Search products' }).fill(productName);
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  const card = page.getByRole('article', { name: productName });
  await expect(card).toBeVisible();
  await card.getByRole('link', { name: `View Details for ${productName}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
  await expect(page.locator(`img[src="${imageUrl}"]`).first()).toBeVisible();

  // The admin deletes it after confirming; it leaves the marketplace.
  await row.getByRole('button', { name: `Delete ${productName}` }).click();
  const confirm = admin.getByRole('dialog', { name: `Delete ${productName}?` });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(admin.getByText('Product deleted successfully')).toBeVisible();
  await expect(admin.getByRole('row', { name: new RegExp(productName) })).toHaveCount(0);
  await closeAdmin();

  // Listings may be kept by the browser for their few seconds (Cache-Control max-age and
  // stale-while-revalidate, issue 18), and this browser asked for this very search a moment ago:
  // the product leaves the marketplace within that lifetime, so the shopper looks again until then.
  await expect(async () => {
    await page.goto('/marketplace');
    await page.getByRole('searchbox', { name: 'Search products' }).fill(productName);
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('No products found')).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 60_000 });
});
