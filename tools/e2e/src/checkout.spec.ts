import { expect, test } from './support/test';
import type { AdminOrder, Paged, Product, ProductListResponse } from '@phonehub/contracts';
import { DEMO_SHOPPER } from './support/api';
import { field } from './support/fields';
import { E2E_ADMIN, E2E_ORIGINS } from './support/env';
import {
  addToCart,
  fillTexasAddress,
  paidOrderReference,
  payOnSandbox,
  signInToAdminPortal,
} from './support/flows';

test('a guest buys two products through the payment sandbox, the admin ships the order and refunds part of it', async ({
  page,
  request,
}) => {
  // The longest journey (shop, pay, admin ships and refunds): three times the usual budget on a busy machine.
  test.slow();
  const listing: ProductListResponse = await (
    await request.get(`${E2E_ORIGINS.api}/api/products?limit=48&sort=price`)
  ).json();
  const [first, second] = listing.products.filter((p) => p.stock >= 2);
  await addToCart(page, first);
  await addToCart(page, second);

  await page.getByRole('banner').getByRole('link', { name: 'Cart, 2 items' }).click();
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  await page.getByRole('button', { name: 'Continue to Review' }).click();
  await expect(page.getByText('Please fill in all required fields')).toBeVisible();
  await field(page, 'Email').fill('guest.buyer@example.com');
  await field(page, 'First name').fill('Robin');
  await field(page, 'Last name').fill('Guest');
  await fillTexasAddress(page);
  await page.getByRole('button', { name: 'Continue to Review' }).click();
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await page.getByRole('button', { name: /^Pay \$/ }).click();

  // The payment provider's page: the local sandbox, as Stripe Checkout would be.
  await payOnSandbox(page, '4000 0000 0000 0002');
  await expect(page.getByText('Your card was declined.')).toBeVisible();
  await payOnSandbox(page, '4242 4242 4242 4242', false);

  await page.waitForURL(/\/checkout\?session_id=/);
  const reference = await paidOrderReference(page);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart', exact: true })).toBeVisible();

  // The admin finds the paid order and ships it with a tracking number.
  await signInToAdminPortal(page);
  await page.getByRole('tab', { name: 'Orders' }).click();
  // A paid order moves along its lifecycle: confirmed, then processing, then shipped.
  const status = page.getByRole('combobox', { name: `Status of order #${reference}` });
  await expect(status).toHaveValue('confirmed');
  await status.selectOption('processing');
  await expect(status).toHaveValue('processing');
  await expect(status.getByRole('option')).toHaveText(['Processing', 'Shipped']);
  await status.selectOption('shipped');
  await field(page, 'Tracking number').fill('1Z999AA10123456784');
  await page.getByRole('button', { name: 'Mark as Shipped' }).click();
  // The move to processing left the same toast, which may still be showing on a slow machine.
  await expect(page.getByText('Order status updated successfully').last()).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(status).toHaveValue('shipped');

  // The item arrived scratched: the admin refunds $10 of it from the Orders section.
  await page.getByRole('button', { name: `Refund order #${reference}` }).click();
  const refund = page.getByRole('dialog', { name: `Refund order #${reference}` });
  await refund.getByRole('spinbutton', { name: /Amount/ }).fill('10');
  await refund.getByRole('textbox', { name: /Reason/ }).fill('Scratched screen on arrival');
  await refund.getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByText('Refund issued')).toBeVisible();
  await expect(refund).toBeHidden();
  await expect(
    page.getByRole('row').filter({ hasText: reference }).getByText('Partially refunded'),
  ).toBeVisible();

  const login = await request.post(`${E2E_ORIGINS.api}/api/admin/login`, { data: E2E_ADMIN });
  const token = (await login.json()).access_token;
  const orders: Paged<AdminOrder> = await (
    await request.get(`${E2E_ORIGINS.api}/api/admin/orders?search=${reference}`, {
      headers: { Authorization: `Bearer ${token}` },
    })
  ).json();
  const order = orders.items.find((o) => o.id.endsWith(reference));
  expect(order).toMatchObject({
    status: 'shipped',
    payment_status: 'partially_refunded',
    amount_refunded: 10,
    tracking_number: '1Z999AA10123456784',
  });
  expect(order?.refunds).toEqual([
    expect.objectContaining({ amount: 10, status: 'succeeded', reason: 'Scratched screen on arrival' }),
  ]);
  expect(order?.items.map((i) => i.quantity)).toEqual([1, 1]);
});

test('a signed-in shopper pays with a saved profile and finds the order in My Orders', async ({
  page,
  request,
}) => {
  const listing: ProductListResponse = await (
    await request.get(`${E2E_ORIGINS.api}/api/products?limit=48&sort=-price`)
  ).json();
  const product = listing.products.find((p) => p.stock >= 2) as Product;

  await page.goto('/login');
  await field(page, 'Email').fill(DEMO_SHOPPER.email);
  await field(page, 'Password').fill(DEMO_SHOPPER.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText(`Welcome back ${DEMO_SHOPPER.firstName}!`)).toBeVisible();

  await addToCart(page, product);
  await page.goto('/checkout');
  // The demo shopper's profile fills the shipping form.
  await expect(field(page, 'Email')).toHaveValue(DEMO_SHOPPER.email);
  await expect(field(page, 'City')).not.toHaveValue('');
  await page.getByRole('radio', { name: /Express/ }).check();
  await page.getByRole('button', { name: 'Continue to Review' }).click();
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await page.getByRole('button', { name: /^Pay \$/ }).click();

  await payOnSandbox(page);
  const reference = await paidOrderReference(page);

  await page.getByRole('link', { name: 'View My Orders' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
  const row = page
    .getByRole('list', { name: 'Your orders' })
    .getByRole('listitem')
    .filter({ hasText: `Order #${reference}` });
  await expect(row).toBeVisible();
  await expect(row.getByText('Paid', { exact: true })).toBeVisible();
  await row.getByRole('link', { name: `View order #${reference}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order #${reference}` })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Items' }).getByText(product.name)).toBeVisible();
});
