import {
  apiErrorReply,
  createFetchMock,
  fakeUser,
  storeSignedIn,
  type MockReply,
} from '@phonehub/api-client';
import type { CheckoutStatusResponse, OrderLookupResult } from '@phonehub/contracts';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartItem, storeCart, storedCart } from '../../../test/catalogue';
import { storeCheckoutForm } from '../../../test/checkout';
import { renderApp } from '../../../test/render-app';

const STATUS = 'GET /api/payments/checkout/status/cs_test_a1b2c3d4e5f6';
const ROUTE = '/checkout?session_id=cs_test_a1b2c3d4e5f6';
const OPEN: CheckoutStatusResponse = {
  payment_status: 'unpaid',
  status: 'open',
  amount_total: 120904,
  order_id: 'f0e1d2c3-0000-4000-8000-00000a1b2c3d',
};

beforeEach(() => {
  jest.useFakeTimers();
  sessionStorage.clear();
  // The checkout placed the cart as this order when it opened the payment page.
  storeCheckoutForm({ orderId: OPEN.order_id });
  storeCart([cartItem({ id: 'p1', name: 'Apple iPhone 14 Pro', quantity: 2 })]);
});

afterEach(() => {
  jest.useRealTimers();
});

/** Answers the status checks in turn; the last answer repeats. */
function returnWith(...replies: MockReply[]) {
  let n = 0;
  const api = createFetchMock().on(STATUS, () => replies[Math.min(n++, replies.length - 1)]);
  const app = renderApp(ROUTE, { api });
  return { api, app, checks: () => api.callsTo(STATUS).length };
}

/** Lets the lazily loaded page mount and make its first check, without letting any poll interval pass. */
async function arrive(checks: () => number) {
  for (let i = 0; i < 50 && checks() === 0; i++) await wait(0);
  expect(checks()).toBe(1);
}

/** Lets `ms` pass. */
const wait = (ms: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });

/** Lets the answers to checks made by now land and show (well before the next check is due). */
const land = () => wait(100);

it('after "Pay now" of an older order, the cart and the saved form of the current one are kept', async () => {
  storeCheckoutForm({ orderId: 'aaaaaaaa-0000-4000-8000-000000000001' });
  const { checks } = returnWith({
    body: { payment_status: 'paid', status: 'complete', amount_total: 120904, order_id: OPEN.order_id },
  });
  await arrive(checks);
  await land();
  expect(screen.getByRole('heading', { name: 'Payment successful!' })).toBeInTheDocument();
  expect(screen.getByTestId('order-reference')).toHaveTextContent('0a1b2c3d');
  expect(storedCart()).toHaveLength(1);
  expect(JSON.parse(sessionStorage.getItem('phoneHubCheckout') ?? 'null')).toMatchObject({
    orderId: 'aaaaaaaa-0000-4000-8000-000000000001',
  });
});

it('shows processing while it polls, then the paid amount, and empties the cart and the saved form', async () => {
  const { app, checks } = returnWith(
    { body: OPEN },
    { body: OPEN },
    {
      body: {
        payment_status: 'paid',
        status: 'complete',
        amount_total: 120904,
        order_id: 'f0e1d2c3-0000-4000-8000-00000a1b2c3d',
      },
    },
  );
  await arrive(checks);
  expect(screen.getByText('Processing your payment...')).toBeInTheDocument();
  expect(checks()).toBe(1);
  await wait(1999);
  expect(checks()).toBe(1);
  await wait(1);
  expect(checks()).toBe(2);
  await land();
  expect(screen.getByText('Processing your payment...')).toBeInTheDocument();
  expect(storedCart()).toHaveLength(1);

  await wait(1900);
  expect(checks()).toBe(3);
  await land();
  expect(screen.getByRole('heading', { name: 'Payment successful!' })).toBeInTheDocument();
  expect(screen.getByTestId('amount-paid')).toHaveTextContent('$1,209.04');
  expect(screen.getByTestId('order-reference')).toHaveTextContent('0a1b2c3d');
  expect(storedCart()).toEqual([]);
  expect(sessionStorage.getItem('phoneHubCheckout')).toBeNull();
  // A guest: no account to list orders in, so the way back is the order lookup with the reference filled in.
  expect(screen.getByRole('link', { name: 'Track Your Order' })).toHaveAttribute(
    'href',
    '/orders/lookup?reference=0a1b2c3d',
  );
  expect(screen.queryByRole('link', { name: 'View My Orders' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
  expect(app.location()).toBe(ROUTE);

  await wait(20_000);
  expect(checks()).toBe(3);
});

it('says an expired session failed, and Try Again goes back to step 1 with the form and cart kept', async () => {
  const { checks } = returnWith(
    { body: OPEN },
    {
      body: {
        payment_status: 'unpaid',
        status: 'expired',
        amount_total: 120904,
        order_id: 'f0e1d2c3-0000-4000-8000-00000a1b2c3d',
      },
    },
  );
  await arrive(checks);
  await wait(2000);
  await land();
  expect(screen.getByRole('alert')).toHaveTextContent('Payment session expired. Please try again.');
  expect(screen.getByRole('link', { name: 'Return to Cart' })).toHaveAttribute('href', '/cart');
  expect(storedCart()).toHaveLength(1);
  await wait(10_000);
  expect(checks()).toBe(2);

  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  await user.click(screen.getByRole('button', { name: 'Try Again' }));
  await land();
  expect(screen.getByRole('heading', { name: 'Shipping information' })).toBeInTheDocument();
  expect(screen.getByLabelText(/^City/)).toHaveValue('Arlington');
});

it('gives up after 10 checks 2 s apart with the timeout message', async () => {
  const { checks } = returnWith({ body: OPEN });
  await arrive(checks);
  await wait(9 * 2000 - 1);
  expect(checks()).toBe(9);
  expect(screen.getByText('Processing your payment...')).toBeInTheDocument();
  await wait(1);
  expect(checks()).toBe(10);
  await land();
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Payment status check timed out. Please contact support if you were charged.',
  );
  await wait(20_000);
  expect(checks()).toBe(10);
  expect(storedCart()).toHaveLength(1);
});

it.each<[string, MockReply]>([
  [
    'an error answer',
    apiErrorReply(502, 'PAYMENT_PROVIDER_UNAVAILABLE', 'The payment provider is unavailable'),
  ],
  ['no answer', { networkError: true }],
])('stops on %s and asks to contact support', async (_case, reply) => {
  const { checks } = returnWith({ body: OPEN }, reply);
  await arrive(checks);
  await wait(2000);
  await land();
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Error checking payment status. Please contact support.',
  );
  await wait(20_000);
  expect(checks()).toBe(2);
  expect(storedCart()).toHaveLength(1);
});

const PAID: CheckoutStatusResponse = {
  payment_status: 'paid',
  status: 'complete',
  amount_total: 120904,
  order_id: 'f0e1d2c3-0000-4000-8000-00000a1b2c3d',
};
const RECEIPT: OrderLookupResult = {
  reference: '0a1b2c3d',
  status: 'confirmed',
  payment_status: 'paid',
  shipping_method: 'express',
  created_at: '2026-01-02T10:00:00.000Z',
  paid_at: '2026-01-02T10:01:00.000Z',
  delivered_at: null,
  items: [{ name: 'Apple iPhone 14 Pro', brand: 'Apple', model: 'iPhone 14 Pro', quantity: 2 }],
  shipments: [],
};

it('shows a guest what was ordered, where the confirmation went and when it should arrive', async () => {
  const api = createFetchMock().on(STATUS, { body: PAID }).on('POST /api/orders/lookup', { body: RECEIPT });
  const checks = () => api.callsTo(STATUS).length;
  renderApp(ROUTE, { api });
  await arrive(checks);
  await land();

  expect(screen.getByRole('heading', { name: 'Payment successful!' })).toBeInTheDocument();
  expect(screen.getByTestId('confirmation-email')).toHaveTextContent('grace@example.com');
  expect(api.callsTo('POST /api/orders/lookup').map((call) => call.body)).toEqual([
    { email: 'grace@example.com', reference: '0a1b2c3d' },
  ]);
  expect(screen.getByRole('region', { name: 'Items ordered' })).toHaveTextContent('2 × Apple iPhone 14 Pro');
  // The order says how it ships (express), whatever the saved form said.
  expect(screen.getByTestId('delivery-estimate')).toHaveTextContent('1-2 business days (Express)');
  expect(screen.getByRole('link', { name: 'Find your order' })).toHaveAttribute(
    'href',
    '/orders/lookup?reference=0a1b2c3d',
  );
});

it('still shows the reference and the estimate when the items cannot be read', async () => {
  const api = createFetchMock()
    .on(STATUS, { body: PAID })
    .on(
      'POST /api/orders/lookup',
      apiErrorReply(429, 'RATE_LIMITED', 'Too many attempts. Please try again later.'),
    );
  renderApp(ROUTE, { api });
  await arrive(() => api.callsTo(STATUS).length);
  await land();
  expect(screen.getByTestId('order-reference')).toHaveTextContent('0a1b2c3d');
  expect(screen.getByTestId('delivery-estimate')).toHaveTextContent('3-5 business days (Standard)');
  expect(screen.queryByRole('region', { name: 'Items ordered' })).not.toBeInTheDocument();
});

it('sends a signed-in shopper to My Orders', async () => {
  const api = createFetchMock().on(STATUS, { body: PAID }).on('POST /api/orders/lookup', { body: RECEIPT });
  storeSignedIn(api, fakeUser({ email: 'grace@example.com' }));
  renderApp(ROUTE, { api });
  await arrive(() => api.callsTo(STATUS).length);
  await land();
  expect(screen.getByRole('link', { name: 'View My Orders' })).toHaveAttribute('href', '/orders');
  expect(screen.queryByRole('link', { name: 'Track Your Order' })).not.toBeInTheDocument();
});
