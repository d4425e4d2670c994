import { expect, test } from './support/test';
import type {
  AdminLoginResponse,
  AdminOrderReturn,
  AuthResponse,
  CheckoutSessionRequest,
  CheckoutSessionResponse,
  CheckoutStatusResponse,
  Order,
  Paged,
  ProductListResponse,
  UpdateOrderStatusRequest,
} from '@phonehub/contracts';
import type { APIRequestContext } from '@playwright/test';
import { uniqueEmail } from './support/api';
import { field } from './support/fields';
import { E2E_ADMIN, E2E_ORIGINS } from './support/env';

const api = (path: string) => `${E2E_ORIGINS.api}${path}`;
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function okJson<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * A new shopper's paid order of one unit, delivered: bought through the API and the payment sandbox's
 * own pay form (the checkout's screens are checkout.spec.ts's subject), then moved by the admin.
 */
async function deliveredOrder(
  request: APIRequestContext,
  shopperToken: string,
  email: string,
  adminToken: string,
): Promise<Order> {
  const listing = await okJson<ProductListResponse>(
    await request.get(api('/api/products?limit=48&sort=price')),
    'products',
  );
  const product = listing.products.find((p) => p.stock >= 1);
  expect(product, 'a product in stock').toBeDefined();

  const checkout: CheckoutSessionRequest = {
    cart_items: [{ id: product?.id ?? '', quantity: 1 }],
    origin_url: E2E_ORIGINS.storefront,
    email,
    shipping_address: {
      name: 'Rene Return',
      address_line_1: '4 Pine Road',
      city: 'Austin',
      state: 'TX',
      postal_code: '73301',
      country: 'United States',
    },
    shipping_method: 'standard',
  };
  const session = await okJson<CheckoutSessionResponse>(
    await request.post(api('/api/payments/checkout/session'), {
      data: checkout,
      headers: bearer(shopperToken),
    }),
    'checkout session',
  );
  const paid = await request.post(session.url, {
    form: { card_number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
    maxRedirects: 0,
  });
  expect(paid.status(), 'the sandbox accepts the card').toBe(303);

  const status = await okJson<CheckoutStatusResponse>(
    await request.get(api(`/api/payments/checkout/status/${session.session_id}`)),
    'checkout status',
  );
  const orderId = status.order_id;
  // The sandbox confirms the payment by webhook, after its redirect.
  await expect
    .poll(
      async () =>
        (
          await okJson<Order>(
            await request.get(api(`/api/orders/${orderId}`), { headers: bearer(shopperToken) }),
            'order',
          )
        ).status,
      {
        timeout: 25_000,
      },
    )
    .toBe('confirmed');

  const moves: UpdateOrderStatusRequest[] = [
    { status: 'processing' },
    { status: 'shipped', tracking_number: '1Z999AA10123456784' },
    { status: 'delivered' },
  ];
  let order: Order | undefined;
  for (const move of moves) {
    order = await okJson<Order>(
      await request.put(api(`/api/orders/${orderId}/status`), { data: move, headers: bearer(adminToken) }),
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
  const adminLogin = await okJson<AdminLoginResponse>(
    await request.post(api('/api/admin/login'), { data: E2E_ADMIN }),
    'admin login',
  );
  const order = await deliveredOrder(request, shopper.access_token, email, adminLogin.access_token);
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
      headers: bearer(adminLogin.access_token),
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
      headers: bearer(adminLogin.access_token),
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
