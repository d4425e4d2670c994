import { expect, test } from './support/test';
import type {
  AdminOrderReturn,
  AuthResponse,
  Order,
  Paged,
  UpdateOrderStatusRequest,
} from '@phonehub/contracts';
import type { APIRequestContext } from '@playwright/test';
import { adminToken, api, bearer, okJson, paidApiOrder, uniqueEmail } from './support/api';
import { field } from './support/fields';

/**
 * A new shopper's paid order of one unit, delivered: bought through the API and the payment sandbox's
 * own pay form (paidApiOrder), then moved by the admin.
 */
async function deliveredOrder(
  request: APIRequestContext,
  shopperToken: string,
  email: string,
  admin: string,
): Promise<Order> {
  const { order: paid } = await paidApiOrder(
    request,
    { email, token: shopperToken },
    { name: 'Rene Return', address_line_1: '4 Pine Road' },
  );
  // Paid and confirmed are one change of the order's row.
  expect(paid.status).toBe('confirmed');

  const moves: UpdateOrderStatusRequest[] = [
    { status: 'processing' },
    { status: 'shipped', tracking_number: '1Z999AA10123456784' },
    { status: 'delivered' },
  ];
  let order: Order | undefined;
  for (const move of moves) {
    order = await okJson<Order>(
      await request.put(api(`/api/orders/${paid.id}/status`), { data: move, headers: bearer(admin) }),
      `order to ${move.status}`,
    );
  }
  expect(order).toMatchObject({ status: 'delivered' });
  return order as Order;
}

test('a shopper requests a return of a delivered order and sees it approved', async ({ page, request }) => {
  const email = uniqueEmail('returns');
  const password = 'Quiet-Harbor-Lantern-62';
  const shopper = await okJson<AuthResponse>(
    await request.post(api('/api/auth/register'), {
      data: { email, password, first_name: 'Rene', last_name: 'Return', phone: '+1 (555) 201-3344' },
    }),
    'register',
  );
  const admin = await adminToken(request);
  const order = await deliveredOrder(request, shopper.access_token, email, admin);
  const reference = order.id.slice(-8);

  await page.goto('/login');
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Welcome back Rene!')).toBeVisible();

  await page.goto(`/orders/${order.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order #${reference}` })).toBeVisible();
  await expect(page.getByText(/^Returns accepted until /)).toBeVisible();
  await page.getByRole('button', { name: 'Return items' }).click();
  const dialog = page.getByRole('dialog', { name: 'Return items' });
  await expect(dialog.getByRole('combobox', { name: order.items[0].product_name })).toHaveValue('1');
  await dialog.getByRole('button', { name: 'Request return' }).click();
  await expect(dialog.getByText('Please tell us why you are returning these items')).toBeVisible();
  await field(page, 'Reason').fill('The battery lasts half a day at most.');
  await dialog.getByRole('button', { name: 'Request return' }).click();

  await expect(page.getByText('Return requested. We have emailed you what happens next.')).toBeVisible();
  const block = page.getByRole('region', { name: 'Return' });
  await expect(block.getByText('Requested', { exact: true })).toBeVisible();
  await expect(block.getByText(`1 × ${order.items[0].product_name}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Return items' })).toHaveCount(0);

  // The admin approves it (the Returns section's own browser test is the admin's); the shopper sees the change.
  const returns = await okJson<Paged<AdminOrderReturn>>(
    await request.get(api(`/api/admin/returns?search=${encodeURIComponent(email)}`), {
      headers: bearer(admin),
    }),
    'admin returns',
  );
  const requested = returns.items.find((r) => r.order_id === order.id);
  expect(requested).toMatchObject({
    status: 'requested',
    email,
    reason: 'The battery lasts half a day at most.',
  });
  const note = 'Please pack the phone in its box and use the prepaid label we emailed.';
  await okJson<unknown>(
    await request.put(api(`/api/admin/returns/${requested?.id}`), {
      data: { status: 'approved', note },
      headers: bearer(admin),
    }),
    'approve the return',
  );

  await page.reload();
  await expect(block.getByText('Approved', { exact: true })).toBeVisible();
  await expect(block.getByText(/send the items back/)).toBeVisible();
  await expect(block.getByTestId('return-note')).toHaveText(`Note from PhoneHub: ${note}`);

  await page.getByRole('link', { name: 'Back to My orders' }).click();
  const row = page
    .getByRole('list', { name: 'Your orders' })
    .getByRole('listitem')
    .filter({ hasText: `Order #${reference}` });
  await expect(row.getByText('Return approved')).toBeVisible();
});
