import { fakeOrder, fakeOrderReturn, signedInFetchMock } from '@phonehub/api-client';
import type { Order } from '@phonehub/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/render-app';

function setup() {
  const api = signedInFetchMock();
  return api;
}

/** The first page of the user's orders as GET /api/orders/mine answers it. */
const firstPage = (items: Order[], total = items.length) => ({
  body: { items, total, page: 1, page_size: 5, total_pages: Math.max(1, Math.ceil(total / 5)) },
});

it("lists the user's orders on the profile's My orders tab, each linking to its page", async () => {
  const api = setup();
  api.on(
    'GET /api/orders/mine',
    firstPage([
      fakeOrder(),
      fakeOrder({
        id: 'aaaaaaaa11112222',
        created_at: '2025-12-20T10:00:00.000Z',
        status: 'delivered',
        payment_status: 'refunded',
        total: 49,
        items: [fakeOrder().items[1]],
      }),
    ]),
  );
  const app = renderApp('/profile', { api });

  expect(await screen.findByRole('tab', { name: 'My orders', selected: true })).toBeInTheDocument();
  const list = await screen.findByRole('list', { name: 'Your orders' });
  const rows = within(list).getAllByRole('listitem');
  expect(rows).toHaveLength(2);

  const first = within(rows[0]);
  expect(first.getByRole('heading', { name: 'Order #a7b8c9d0' })).toBeInTheDocument();
  expect(first.getByText('January 2, 2026')).toBeInTheDocument();
  expect(first.getByText(/3 items/)).toBeInTheDocument();
  expect(first.getByText('Processing')).toHaveClass('ph-badge--brand');
  expect(first.getByText('Paid')).toBeInTheDocument();
  expect(first.getByText('$1,315.98')).toBeInTheDocument();

  const second = within(rows[1]);
  expect(second.getByRole('heading', { name: 'Order #11112222' })).toBeInTheDocument();
  expect(second.getByText('Delivered')).toHaveClass('ph-badge--success');
  expect(second.getByText('Refunded')).toBeInTheDocument();
  expect(second.getByText(/1 item$/)).toBeInTheDocument();
  expect(second.getByText('$49.00')).toBeInTheDocument();

  expect(first.getByRole('link', { name: 'View order #a7b8c9d0' })).toHaveAttribute(
    'href',
    '/orders/6650a1b2c3d4e5f6a7b8c9d0',
  );
  await userEvent.setup().click(second.getByRole('link', { name: 'View order #11112222' }));
  expect(app.location()).toBe('/orders/aaaaaaaa11112222');
});

it("says 'No orders yet' and offers the marketplace when there are none", async () => {
  const api = setup();
  api.on('GET /api/orders/mine', firstPage([]));
  const app = renderApp('/profile', { api });
  expect(await screen.findByText('No orders yet')).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Your orders' })).not.toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole('link', { name: 'Browse Products' }));
  expect(app.location()).toBe('/marketplace');
});

it('a failed load shows a quiet error line, and Try Again loads the list', async () => {
  const api = setup();
  api.on('GET /api/orders/mine', {
    status: 400,
    body: { statusCode: 400, code: 'BAD', message: 'BAD', detail: 'nope' },
  });
  renderApp('/profile', { api });
  expect(await screen.findByText('Failed to load orders')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();

  api.on('GET /api/orders/mine', firstPage([fakeOrder()]));
  await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
  expect(await screen.findByRole('heading', { name: 'Order #a7b8c9d0' })).toBeInTheDocument();
  expect(api.callsTo('GET /api/orders/mine')).toHaveLength(2);
});

it('badges a return by its status and says how much was refunded', async () => {
  const api = setup();
  api.on(
    'GET /api/orders/mine',
    firstPage([
      fakeOrder({ status: 'delivered', return: fakeOrderReturn({ status: 'approved' }) }),
      fakeOrder({
        id: 'aaaaaaaa11112222',
        status: 'delivered',
        payment_status: 'partially_refunded',
        amount_refunded: 130.14,
        return: fakeOrderReturn({ status: 'refunded' }),
      }),
      fakeOrder({ id: 'bbbbbbbb33334444' }),
    ]),
  );
  renderApp('/profile', { api });

  const rows = within(await screen.findByRole('list', { name: 'Your orders' })).getAllByRole('listitem');
  expect(within(rows[0]).getByText('Return approved')).toHaveClass('ph-badge--info');
  expect(within(rows[0]).queryByText(/refunded/)).not.toBeInTheDocument();
  expect(within(rows[1]).getByText('Return refunded')).toHaveClass('ph-badge--success');
  expect(within(rows[1]).getByText('Partially refunded')).toBeInTheDocument();
  expect(within(rows[1]).getByText('$130.14 refunded')).toBeInTheDocument();
  expect(within(rows[2]).queryByText(/^Return/)).not.toBeInTheDocument();
});

it('counts the parcels of an order once any has shipped', async () => {
  const api = setup();
  const parcel = {
    sold_by: 'PhoneHub',
    tracking_number: '1ZPHONEHUB0001',
    shipped_at: '2026-01-03T12:00:00.000Z',
    item_ids: ['item-1'],
    tracking: null,
  };
  api.on(
    'GET /api/orders/mine',
    firstPage([
      fakeOrder({
        status: 'shipped',
        shipments: [
          parcel,
          { ...parcel, sold_by: 'Refurb Hub Ltd', tracking_number: 'RH-777-123', item_ids: ['item-2'] },
        ],
      }),
      fakeOrder({ id: 'aaaaaaaa11112222', status: 'processing', shipments: [parcel] }),
      fakeOrder({ id: 'bbbbbbbb33334444' }),
    ]),
  );
  renderApp('/profile', { api });

  const rows = within(await screen.findByRole('list', { name: 'Your orders' })).getAllByRole('listitem');
  expect(within(rows[0]).getByText(/3 items · 2 parcels$/)).toBeInTheDocument();
  expect(within(rows[1]).getByText(/3 items · 1 parcel$/)).toBeInTheDocument();
  expect(within(rows[2]).getByText(/3 items$/)).toBeInTheDocument();
  expect(within(rows[2]).queryByText(/parcel/)).not.toBeInTheDocument();
});

it('shows the newest orders and links to all of them when there are more', async () => {
  const api = setup();
  const orders = Array.from({ length: 5 }, (_, i) => fakeOrder({ id: `order-000000${i}0000000${i}` }));
  api.on('GET /api/orders/mine', firstPage(orders, 12));
  const app = renderApp('/profile', { api });

  const rows = within(await screen.findByRole('list', { name: 'Your orders' })).getAllByRole('listitem');
  expect(rows).toHaveLength(5);
  expect(api.callsTo('GET /api/orders/mine')[0].query.get('page_size')).toBe('5');
  await userEvent.setup().click(screen.getByRole('link', { name: 'View all 12 orders' }));
  await waitFor(() => expect(app.location()).toBe('/orders'));
});
