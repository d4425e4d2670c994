import type { AuthResponse, Order, Paged, SellerOrder } from '@phonehub/contracts';
import type { Page } from '@playwright/test';
import { api, bearer, okJson, paidApiOrder, uniqueEmail } from './support/api';
import { advanceParcel } from './support/carrier-sandbox';
import { E2E_ORIGINS } from './support/env';
import { field } from './support/fields';
import { approvedSeller, sellerPhone, setSellerAddress } from './support/sellers';
import { cspViolations, expect, test } from './support/test';

// Issue 36: parcels move for real. A seller buys its parcel's label from its order view (the
// carrier sandbox quotes and sells it); the carrier's scans, sent to the API as signed webhooks and
// handled as jobs, ship the order and deliver it; the shopper follows the parcel on the order page.

async function signIn(page: Page, email: string, password: string, firstName: string) {
  await page.goto('/login');
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: firstName, exact: true })).toBeVisible();
}

/** Reloads the page until `check` passes: the carrier's webhooks land as jobs, a moment later. */
async function eventually(page: Page, check: () => Promise<void>) {
  await expect(async () => {
    await page.reload();
    await check();
  }).toPass({ timeout: 30_000, intervals: [500, 1_000, 2_000] });
}

test('a seller buys a label from its order view; the carrier moves the parcel and the shopper sees its timeline', async ({
  page,
  request,
  browser,
}) => {
  test.slow();
  const run = Date.now().toString(36);
  const seller = await approvedSeller(request, {
    tag: 'parcels-seller',
    firstName: 'Sam',
    lastName: 'Sender',
    company: `Parcel Phones ${run}`,
    password: 'Parcel-Label-Carrier-36',
  });
  await setSellerAddress(request, seller);
  const phone = await sellerPhone(request, seller, `Google Pixel 8 128GB Obsidian ${run}`);

  const shopperEmail = uniqueEmail('parcels-shopper');
  const shopperPassword = 'Tracked-Parcel-Timeline-36';
  const shopper = await okJson<AuthResponse>(
    await request.post(api('/api/auth/register'), {
      data: {
        email: shopperEmail,
        password: shopperPassword,
        first_name: 'Tess',
        last_name: 'Tracker',
        phone: '+1 (555) 010-3737',
      },
    }),
    'register',
  );
  const { order } = await paidApiOrder(
    request,
    { email: shopperEmail, token: shopper.access_token },
    { name: 'Tess Tracker', address_line_1: '7 Oak Lane' },
    phone.id,
  );
  const reference = order.id.slice(-8);

  // The seller buys the label from its order view: the carrier's rates, the standard one first.
  await signIn(page, seller.email, seller.password, 'Sam');
  await page.goto('/seller-dashboard?tab=orders');
  const row = page.getByRole('row').filter({ hasText: `#${reference}` });
  await row.getByRole('button', { name: `Buy shipping label for order #${reference}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Buy a shipping label' });
  await expect(dialog.getByText('Standard shipping', { exact: true })).toBeVisible();
  const rates = dialog.getByRole('radio');
  expect(await rates.count()).toBeGreaterThan(1);
  await expect(rates.first()).toBeChecked();
  await dialog.getByRole('button', { name: 'Buy label' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row.getByText('Label created')).toBeVisible();
  const label = row.getByRole('link', { name: 'Print label (PDF)' });
  const pdf = await request.get((await label.getAttribute('href')) ?? '');
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  // Shipping it by hand stays possible until the carrier scans it; a second label is not offered.
  await expect(row.getByRole('button', { name: `Ship order #${reference}` })).toBeVisible();
  await expect(row.getByRole('button', { name: /Buy shipping label/ })).toHaveCount(0);

  const listed = await okJson<Paged<SellerOrder>>(
    await request.get(api('/api/seller/orders'), { headers: bearer(seller.token) }),
    'seller orders',
  );
  const code = listed.items.find((o) => o.id === order.id)?.parcel_tracking?.tracking_code ?? '';
  expect(code).not.toBe('');

  // The carrier's first scan ships the seller's lines: the row says so.
  await advanceParcel(request, code, 'in_transit');
  await eventually(page, async () => {
    await expect(row.getByText('In transit')).toBeVisible({ timeout: 2_000 });
    await expect(row.getByText('Shipped', { exact: true })).toBeVisible({ timeout: 1_000 });
  });

  // The shopper follows the parcel on the order page, in a browser of their own.
  const context = await browser.newContext({ baseURL: E2E_ORIGINS.storefront });
  const violations = cspViolations(context);
  const shopperPage = await context.newPage();
  await signIn(shopperPage, shopperEmail, shopperPassword, 'Tess');
  await shopperPage.goto(`/orders/${order.id}`);
  await expect(shopperPage.getByRole('heading', { level: 1, name: `Order #${reference}` })).toBeVisible();
  const card = shopperPage.getByRole('region', { name: `Your parcel from ${seller.company}` });
  // The status badge heads the card (the scans below may word it the same).
  await expect(card.getByText('In transit', { exact: true }).first()).toBeVisible();
  await expect(card.getByText(code)).toBeVisible();
  // The label is the sender's: the shopper only follows the parcel.
  await expect(card.getByRole('link')).toHaveCount(0);

  await advanceParcel(request, code, 'delivered');
  await eventually(shopperPage, async () => {
    await expect(card.getByText('Delivered', { exact: true }).first()).toBeVisible({ timeout: 2_000 });
  });
  const scans = card.getByRole('list', { name: `Tracking of ${code}` }).getByRole('listitem');
  expect(await scans.count()).toBeGreaterThanOrEqual(3);
  await expect(scans.first()).toContainText(/deliver/i);
  // Its only parcel delivered, the order is delivered (its return window starts).
  const delivered = await okJson<Order>(
    await request.get(api(`/api/orders/${order.id}`), { headers: bearer(shopper.access_token) }),
    'order',
  );
  expect(delivered).toMatchObject({ status: 'delivered', delivered_at: expect.any(String) });
  expect(violations, 'Content Security Policy violations on the shopper’s pages').toEqual([]);
  await context.close();
});
