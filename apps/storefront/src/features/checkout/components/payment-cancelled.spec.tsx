import { createFetchMock, fakeOrder, fakeUser, storeSignedIn } from '@phonehub/api-client';
import type { OrderLookupResult } from '@phonehub/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { redirectTo } from '../../../lib/browser';
import { cartItem, storeCart, storedCart } from '../../../test/catalogue';
import { storeCheckoutForm } from '../../../test/checkout';
import { renderApp } from '../../../test/render-app';

jest.mock('../../../lib/browser', () => ({ redirectTo: jest.fn() }));

const ID = 'f0e1d2c3-0000-4000-8000-00000a1b2c3d';
const ROUTE = `/checkout?cancelled=1&order=${ID}`;
const PAY = `POST /api/payments/checkout/orders/${ID}/session`;
const FRESH = {
  url: 'https://pay.example/cs_fresh',
  session_id: 'cs_fresh',
  order_id: ID,
  credit_applied_cents: 0,
  paid: false,
};
const LOOKUP = 'POST /api/orders/lookup';
const GUEST_CANCEL = `POST /api/orders/${ID}/cancel/guest`;
const guestOrder = (overrides: Partial<OrderLookupResult> = {}): OrderLookupResult => ({
  reference: '0a1b2c3d',
  status: 'pending',
  payment_status: 'unpaid',
  shipping_method: 'standard',
  created_at: '2026-11-24T08:00:00.000Z',
  paid_at: null,
  delivered_at: null,
  items: [{ name: 'Apple iPhone 14 Pro', brand: 'Apple', model: 'iPhone 14 Pro', quantity: 1 }],
  shipments: [],
  ...overrides,
});

beforeEach(() => {
  sessionStorage.clear();
  // Spaces around the email: what is sent is trimmed.
  storeCheckoutForm({ values: { email: ' grace@example.com ' } });
  storeCart([cartItem({ id: 'p1', name: 'Apple iPhone 14 Pro', quantity: 1 })]);
  jest.mocked(redirectTo).mockClear();
});

/** Cancel order, confirmed in its dialog (which says nothing was paid); then the page offers the cart. */
async function cancelThroughTheDialog() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
  const dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
  expect(dialog).toHaveTextContent('The order is cancelled and can no longer be paid.');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
  expect(await screen.findByText(/This order was cancelled and nothing was charged/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Return to Cart' })).toHaveAttribute('href', '/cart');
  expect(screen.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
}

it('a signed-in shopper back from a cancelled payment can pay the same order now, or cancel it', async () => {
  const api = createFetchMock();
  storeSignedIn(api, fakeUser(), 'user-token');
  api.on(`GET /api/orders/${ID}`, {
    body: fakeOrder({ id: ID, status: 'pending', payment_status: 'unpaid' }),
  });
  api.on(PAY, { body: FRESH });
  renderApp(ROUTE, { api });

  expect(await screen.findByRole('heading', { level: 1, name: 'Payment cancelled' })).toBeInTheDocument();
  expect(screen.getByText('Order #0a1b2c3d')).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Pay now' }));
  expect(await screen.findByRole('button', { name: /Redirecting to payment/ })).toBeDisabled();
  const [call] = api.callsTo(PAY);
  expect(call.headers.authorization).toBe('Bearer user-token');
  expect(call.body).toEqual({ origin_url: window.location.origin });
  expect(redirectTo).toHaveBeenCalledWith('https://pay.example/cs_fresh');
  // Nothing is paid yet: the cart stays until the payment succeeds.
  expect(storedCart()).toHaveLength(1);
});

it('Cancel order cancels it after asking, and then offers the cart', async () => {
  const api = createFetchMock();
  storeSignedIn(api, fakeUser(), 'user-token');
  let status: 'pending' | 'cancelled' = 'pending';
  api.on(`GET /api/orders/${ID}`, () => ({ body: fakeOrder({ id: ID, status, payment_status: 'unpaid' }) }));
  api.on(`POST /api/orders/${ID}/cancel`, () => {
    status = 'cancelled';
    return { body: fakeOrder({ id: ID, status, payment_status: 'unpaid' }) };
  });
  renderApp(ROUTE, { api });
  await cancelThroughTheDialog();
  expect(api.callsTo(`POST /api/orders/${ID}/cancel`)).toHaveLength(1);
});

it('a guest pays again with the email the checkout was filled in with', async () => {
  const api = createFetchMock().on(LOOKUP, { body: guestOrder() }).on(PAY, { body: FRESH });
  renderApp(ROUTE, { api });
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Pay now' }));
  await screen.findByRole('button', { name: /Redirecting to payment/ });
  // The order is read through the lookup, by its reference and the checkout's email.
  expect(api.callsTo(LOOKUP).map((call) => call.body)).toEqual([
    { email: 'grace@example.com', reference: '0a1b2c3d' },
  ]);
  const [call] = api.callsTo(PAY);
  expect(call.headers.authorization).toBeUndefined();
  expect(call.body).toEqual({ origin_url: window.location.origin, email: 'grace@example.com' });
  expect(redirectTo).toHaveBeenCalledWith('https://pay.example/cs_fresh');
});

it('a guest cancels the order with the same email, after asking, and is offered the cart', async () => {
  const api = createFetchMock()
    .on(LOOKUP, { body: guestOrder() })
    .on(GUEST_CANCEL, { body: guestOrder({ status: 'cancelled' }) });
  localStorage.setItem('authToken', 'stale-token');
  renderApp(ROUTE, { api });
  await cancelThroughTheDialog();
  const [call] = api.callsTo(GUEST_CANCEL);
  expect(call.body).toEqual({ email: 'grace@example.com' });
  expect(call.headers.authorization).toBeUndefined();
  // The cart is kept: nothing was bought.
  expect(storedCart()).toHaveLength(1);
});

it("a guest whose order was paid meanwhile (another tab) is told so and led to the order's lookup", async () => {
  const api = createFetchMock().on(LOOKUP, {
    body: guestOrder({ status: 'confirmed', payment_status: 'paid' }),
  });
  renderApp(ROUTE, { api });
  expect(await screen.findByText('This order has been paid.')).toHaveAttribute('role', 'status');
  expect(screen.getByRole('link', { name: 'View order' })).toHaveAttribute(
    'href',
    '/orders/lookup?reference=0a1b2c3d',
  );
  expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
});

it('a guest whose checkout email is not in this browser can only let the reservation run out', async () => {
  sessionStorage.clear();
  const api = createFetchMock();
  renderApp(ROUTE, { api });
  expect(await screen.findByText(/the reservation ends by itself/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Return to Cart' })).toBeInTheDocument();
  expect(api.callsTo(LOOKUP)).toHaveLength(0);
});
