import type { CheckoutSessionRequest } from '@phonehub/contracts';
import { createCheckoutSession, createGuestCheckoutSession, getCheckoutStatus } from './payments';
import { apiErrorReply, createFetchMock, type FetchMock } from './testing';

let mock: FetchMock;

beforeEach(() => {
  localStorage.clear();
  mock = createFetchMock();
  globalThis.fetch = mock.fetch;
});

const request: CheckoutSessionRequest = {
  cart_items: [{ id: 'p1', quantity: 2 }],
  origin_url: 'http://localhost',
  email: 'ada@example.com',
  shipping_address: { name: 'Ada Lovelace', address_line_1: '1 Main St', city: 'Austin', state: 'TX', postal_code: '78701', country: 'United States' },
  shipping_method: 'standard',
};

it('creates a signed-in session with the given token', async () => {
  mock.on('POST /api/payments/checkout/session', { body: { url: 'https://pay.example/s1', session_id: 's1' } });
  await expect(createCheckoutSession(request, { token: 'tok' })).resolves.toEqual({ url: 'https://pay.example/s1', session_id: 's1' });
  expect(mock.calls[0].headers.authorization).toBe('Bearer tok');
  expect(mock.calls[0].body).toEqual(request);
});

it('creates a guest session without any token, even one left in storage', async () => {
  localStorage.setItem('authToken', 'stale');
  mock.on('POST /api/payments/checkout/session/guest', apiErrorReply(400, 'VALIDATION_FAILED', 'Please enter a valid ZIP code'));
  await expect(createGuestCheckoutSession(request)).rejects.toMatchObject({ status: 400, detail: 'Please enter a valid ZIP code' });
  expect(mock.calls[0].headers.authorization).toBeUndefined();
});

it('reads a session status, encoding the id', async () => {
  mock.on('GET /api/payments/checkout/status/cs_1', { body: { payment_status: 'paid', status: 'complete', amount_total: 5459 } });
  await expect(getCheckoutStatus('cs_1')).resolves.toEqual({ payment_status: 'paid', status: 'complete', amount_total: 5459 });
  await expect(getCheckoutStatus('a/b')).rejects.toMatchObject({ status: 404 });
  expect(mock.calls.at(-1)?.path).toBe('/api/payments/checkout/status/a%2Fb');
});
