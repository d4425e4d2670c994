import type { CheckoutSessionRequest } from '@phonehub/contracts';
import { createCheckoutSession, createGuestCheckoutSession, getCheckoutStatus, payOrder } from './payments';
import { apiErrorReply, type FetchMock, installFetchMock } from './testing';

let mock: FetchMock;

beforeEach(() => {
  mock = installFetchMock();
});

const request: CheckoutSessionRequest = {
  cart_items: [{ id: 'p1', quantity: 2 }],
  origin_url: 'http://localhost',
  email: 'ada@example.com',
  shipping_address: {
    name: 'Ada Lovelace',
    address_line_1: '1 Main St',
    city: 'Austin',
    state: 'TX',
    postal_code: '78701',
    country: 'United States',
  },
  shipping_method: 'standard',
};

it('creates a signed-in session with the given token', async () => {
  mock.on('POST /api/payments/checkout/session', {
    body: { url: 'https://pay.example/s1', session_id: 's1' },
  });
  await expect(createCheckoutSession(request, { token: 'tok' })).resolves.toEqual({
    url: 'https://pay.example/s1',
    session_id: 's1',
  });
  expect(mock.calls[0].headers.authorization).toBe('Bearer tok');
  expect(mock.calls[0].body).toEqual(request);
});

it('creates a guest session without any token, even one left in storage', async () => {
  localStorage.setItem('authToken', 'stale');
  mock.on(
    'POST /api/payments/checkout/session/guest',
    apiErrorReply(400, 'VALIDATION_FAILED', 'Please enter a valid ZIP code'),
  );
  await expect(createGuestCheckoutSession(request)).rejects.toMatchObject({
    status: 400,
    detail: 'Please enter a valid ZIP code',
  });
  expect(mock.calls[0].headers.authorization).toBeUndefined();
});

it('reads a session status, encoding the id', async () => {
  mock.on('GET /api/payments/checkout/status/cs_1', {
    body: { payment_status: 'paid', status: 'complete', amount_total: 5459 },
  });
  await expect(getCheckoutStatus('cs_1')).resolves.toEqual({
    payment_status: 'paid',
    status: 'complete',
    amount_total: 5459,
  });
  await expect(getCheckoutStatus('a/b')).rejects.toMatchObject({ status: 404 });
  expect(mock.calls.at(-1)?.path).toBe('/api/payments/checkout/status/a%2Fb');
});

it('opens a fresh session for a pending order: the owner with a token, a guest with the email and no stored token', async () => {
  const fresh = {
    url: 'https://pay.example/s2',
    session_id: 's2',
    order_id: 'o/1',
    credit_applied_cents: 0,
    paid: false,
  };
  mock.on('POST /api/payments/checkout/orders/o%2F1/session', { body: fresh });
  await expect(payOrder('o/1', { origin_url: 'http://localhost' }, { token: 'tok' })).resolves.toEqual(fresh);
  expect(mock.calls[0].headers.authorization).toBe('Bearer tok');

  localStorage.setItem('authToken', 'stale');
  await payOrder('o/1', { origin_url: 'http://localhost', email: 'ada@example.com' }, { token: null });
  expect(mock.calls[1].headers.authorization).toBeUndefined();
  expect(mock.calls[1].body).toEqual({ origin_url: 'http://localhost', email: 'ada@example.com' });
});
