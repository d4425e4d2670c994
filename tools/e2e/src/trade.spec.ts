import { cspViolations, expect, test, type Page } from './support/test';
import { uniqueEmail } from './support/api';
import { field } from './support/fields';
import { signInToAdminPortal } from './support/flows';

// A real 1×1 PNG: the API recognises photos from their bytes.
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function next(page: Page) {
  await page.getByRole('button', { name: 'Next' }).click();
}

test('a guest trades in a phone with a photo, an admin approves it, and the guest sees the approval', async ({
  page,
  browser,
}) => {
  await page.goto('/trade');
  await expect(page.getByRole('progressbar', { name: 'Step 1 of 4' })).toBeVisible();
  await field(page, 'First name').fill('Riley');
  await field(page, 'Last name').fill("O'Neil");
  await field(page, 'Email').fill(uniqueEmail('guest-trade'));
  await field(page, 'Phone').fill('555-01');
  await next(page);
  await expect(page.getByText('Please enter a valid phone number')).toBeVisible();
  await field(page, 'Phone').fill('(312) 555-0142');
  await next(page);

  await expect(page.getByRole('progressbar', { name: 'Step 2 of 4' })).toBeVisible();
  await field(page, 'Street address').fill('200 N Michigan Ave');
  await field(page, 'City').fill('Chicago');
  await field(page, 'State').fill('IL');
  await field(page, 'ZIP code').fill('60601');
  await next(page);

  // A refresh mid-flow keeps what was typed.
  await expect(page.getByRole('progressbar', { name: 'Step 3 of 4' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('progressbar', { name: 'Step 3 of 4' })).toBeVisible();
  await page.getByLabel('Device type').selectOption('Phone');
  await page.getByLabel('Brand').selectOption('Apple');
  await page.getByLabel('Model').selectOption('iPhone 15 Pro');
  await page.getByLabel('Storage').selectOption('256GB');
  await page.getByLabel('Condition').selectOption('very_good');
  // The seeded very good price ($430) plus 10 % for one storage step up.
  await expect(page.getByText('$473')).toBeVisible();
  await page.getByLabel('Photos').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: PHOTO });
  await expect(page.getByRole('list', { name: 'Your photos' }).getByRole('img')).toHaveCount(1);
  await next(page);

  await expect(page.getByRole('progressbar', { name: 'Step 4 of 4' })).toBeVisible();
  await page.getByRole('radio', { name: 'GreenCycle Electronics' }).check();
  await page.getByRole('button', { name: 'Submit Trade Request' }).click();

  const confirmation = page.getByRole('region', { name: 'Trade submitted' });
  const code = (await confirmation.getByTestId('trade-tracking-code').textContent())?.trim() as string;
  expect(code).toMatch(/^TR-[0-9A-Z]{10}$/);
  await confirmation.getByRole('link', { name: 'Track a trade-in' }).click();
  await expect(page).toHaveURL(new RegExp(`/track\\?id=${code}$`));
  await expect(page.getByText(code).first()).toBeVisible();
  await expect(page.getByText('PENDING REVIEW', { exact: true })).toBeVisible();
  await expect(page.getByText('iPhone 15 Pro').first()).toBeVisible();
  await expect(page.getByText('$473.00')).toBeVisible();

  // The admin finds the trade by its code and approves it with a final value.
  const adminContext = await browser.newContext();
  const adminCspViolations = cspViolations(adminContext);
  const admin = await adminContext.newPage();
  await signInToAdminPortal(admin);
  const card = admin.getByRole('article').filter({ hasText: code });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Approve' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Approve Trade' });
  await expect(dialog.getByLabel('Final Value ($)')).toHaveValue('473');
  await dialog.getByLabel('Final Value ($)').fill('455');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('Trade approved')).toBeVisible();
  await expect(card.getByText('APPROVED', { exact: true })).toBeVisible();
  expect(adminCspViolations, 'Content Security Policy violations in the admin portal').toEqual([]);
  await adminContext.close();

  // The guest's track page shows the approval and the final value.
  await page.reload();
  await expect(page.getByText('APPROVED', { exact: true })).toBeVisible();
  await expect(page.getByText('$455.00')).toBeVisible();
  await expect(page.getByText(/Congratulations! Your trade has been approved/)).toBeVisible();
});
