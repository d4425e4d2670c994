import { apiErrorReply, fakeOrder, signedInFetchMock } from '@phonehub/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { redirectTo } from '../../../lib/browser';
import { renderApp } from '../../../test/render-app';

jest.mock('../../../lib/browser', () => ({ redirectTo: jest.fn() }));
beforeEach(() => jest.mocked(redirectTo).mockClear());

const ID = '6650a1b2c3d4e5f6a7b8c9d0';

function setup() {
  const api = signedInFetchMock();
  return api;
}

it('shows the order: reference, date, badges, tracking, lines, totals and address', async () => {
  const api = setup();
  api.on(`GET /api/orders/${ID}`, {
    body: fakeOrder({ status: 'shipped', tracking_number: '1Z999AA10123456784' }),
  });
  renderApp(`/orders/${ID}`, { api });

  expect(await screen.findByRole('heading', { level: 1, name: 'Order #a7b8c9d0' })).toBeInTheDocument();
  expect(screen.getByText('January 2, 2026')).toBeInTheDocument();
  expect(screen.getByText('Shipped')).toHaveClass('ph-badge--info');
  expect(screen.getByText('Paid')).toBeInTheDocument();
  expect(screen.getByText(/Tracking number: 1Z999AA10123456784/)).toBeInTheDocument();

  const lines = within(screen.getByRole('list', { name: 'Items' })).getAllByRole('listitem');
  expect(lines).toHaveLength(2);
  expect(within(lines[0]).getByText('Apple iPhone 14 Pro 128GB')).toBeInTheDocument();
  expect(within(lines[0]).getByText('2 × $549.00')).toBeInTheDocument();
  expect(within(lines[0]).getByText('$1,098.00')).toBeInTheDocument();
  expect(lines[0].querySelector('img')).toHaveAttribute('src', '/img/p1.svg');
  expect(within(lines[1]).getByText('1 × $120.50')).toBeInTheDocument();
  expect(within(lines[1]).getByText('$120.50')).toBeInTheDocument();

  expect(screen.getByTestId('order-subtotal')).toHaveTextContent('$1,218.50');
  expect(screen.getByTestId('order-tax')).toHaveTextContent('$97.48');
  expect(screen.getByTestId('order-shipping')).toHaveTextContent('Free');
  expect(screen.getByTestId('order-total')).toHaveTextContent('$1,315.98');
  expect(screen.getByTestId('order-address')).toHaveTextContent(
    'Ada Lovelace12 Engine RowFlat 3Austin, TX 78701United States',
  );
  expect(screen.getByRole('link', { name: 'Back to My orders' })).toHaveAttribute('href', '/orders');
  // A paid order is not paid again.
  expect(screen.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
});

it("shows each parcel's shipping as charged when the order has a marketplace seller's parcel", async () => {
  const api = setup();
  const acme = { id: 'seller-acme', company_name: 'Acme Phones' };
  api.on(`GET /api/orders/${ID}`, {
    body: fakeOrder({
      shipping_cost: 18.49,
      total: 1334.47,
      parcels: [
        { seller: null, sold_by: 'PhoneHub', subtotal: 120.5, shipping_cost: 5.99, tracking: null },
        { seller: acme, sold_by: 'Acme Phones', subtotal: 1098, shipping_cost: 12.5, tracking: null },
      ],
    }),
  });
  renderApp(`/orders/${ID}`, { api });
  expect(await screen.findByText('Shipping from PhoneHub')).toBeInTheDocument();
  expect(screen.getByTestId('order-shipping')).toHaveTextContent('$5.99');
  expect(screen.getByText('Shipping from Acme Phones')).toBeInTheDocument();
  expect(screen.getByTestId('order-shipping-seller-acme')).toHaveTextContent('$12.50');
  expect(screen.getByTestId('order-total')).toHaveTextContent('$1,334.47');
});

it('shows a paid shipping cost and no tracking line when there is none', async () => {
  const api = setup();
  api.on(`GET /api/orders/${ID}`, { body: fakeOrder({ shipping_cost: 15.99, total: 1331.97 }) });
  renderApp(`/orders/${ID}`, { api });
  expect(await screen.findByTestId('order-shipping')).toHaveTextContent('$15.99');
  expect(screen.getByTestId('order-total')).toHaveTextContent('$1,331.97');
  expect(screen.queryByText(/Tracking number/)).not.toBeInTheDocument();
});

it("an unknown order says 'Order not found' and links back to My orders", async () => {
  const api = setup();
  api.on('GET /api/orders/missing', apiErrorReply(404, 'NOT_FOUND', 'Order not found'));
  const app = renderApp('/orders/missing', { api });
  expect(await screen.findByRole('alert')).toHaveTextContent('Order not found');
  await userEvent.setup().click(screen.getByRole('link', { name: 'Back to My orders' }));
  await waitFor(() => expect(app.location()).toBe('/orders'));
});

it('an order waiting for its payment offers Pay now (a fresh payment page) beside Cancel order', async () => {
  const api = setup();
  api.on(`GET /api/orders/${ID}`, { body: fakeOrder({ status: 'pending', payment_status: 'unpaid' }) });
  api.on(`POST /api/payments/checkout/orders/${ID}/session`, {
    body: {
      url: 'https://pay.example/cs_again',
      session_id: 'cs_again',
      order_id: ID,
      credit_applied_cents: 0,
      paid: false,
    },
  });
  renderApp(`/orders/${ID}`, { api });
  expect(await screen.findByTestId('order-awaiting-payment')).toHaveTextContent(
    'This order has not been paid yet.',
  );
  expect(screen.getByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Pay now' }));
  expect(await screen.findByRole('button', { name: /Redirecting to payment/ })).toBeDisabled();
  const [call] = api.callsTo(`POST /api/payments/checkout/orders/${ID}/session`);
  expect(call.body).toEqual({ origin_url: window.location.origin });
  expect(call.headers.authorization).toMatch(/^Bearer /);
  expect(redirectTo).toHaveBeenCalledWith('https://pay.example/cs_again');
});

it("says why an order can no longer be paid, in the API's words", async () => {
  const api = setup();
  api.on(`GET /api/orders/${ID}`, { body: fakeOrder({ status: 'pending', payment_status: 'unpaid' }) });
  const ended =
    'The items of this order are no longer reserved, so it can no longer be paid. Please add them to your cart and check out again.';
  api.on(`POST /api/payments/checkout/orders/${ID}/session`, apiErrorReply(409, 'CONFLICT', ended));
  renderApp(`/orders/${ID}`, { api });
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Pay now' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(ended);
  expect(redirectTo).not.toHaveBeenCalled();
});

it('asks a signed-out visitor to log in', async () => {
  const app = renderApp(`/orders/${ID}`);
  await screen.findByRole('heading', { name: /log in|sign in|welcome/i });
  expect(app.location()).toMatch(/^\/login/);
});
