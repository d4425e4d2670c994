import { fakeOrder, signedInFetchMock } from '@phonehub/api-client';
import type { Order } from '@phonehub/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/render-app';

/** 23 orders, ten a page, newest first: 'Order #…0001' is the newest. */
const ORDERS: Order[] = Array.from({ length: 23 }, (_, i) =>
  fakeOrder({ id: `00000000-0000-4000-8000-0000${String(i + 1).padStart(8, '0')}`, total: 100 + i }),
);

function signedIn() {
  const api = signedInFetchMock();
  api.on('GET /api/orders/mine', (request) => {
    const page = Number(request.query.get('page') ?? 1);
    const size = Number(request.query.get('page_size') ?? 20);
    return {
      body: {
        items: ORDERS.slice((page - 1) * size, page * size),
        total: ORDERS.length,
        page,
        page_size: size,
        total_pages: Math.ceil(ORDERS.length / size),
      },
    };
  });
  return api;
}

it("lists the shopper's orders ten a page, with the page in the address", async () => {
  const api = signedIn();
  const app = renderApp('/orders', { api });

  expect(await screen.findByRole('heading', { name: 'My orders', level: 1 })).toBeInTheDocument();
  expect(document.title).toBe('My orders – PhoneHub');
  const list = await screen.findByRole('list', { name: 'Your orders' });
  expect(within(list).getAllByRole('listitem')).toHaveLength(10);
  expect(within(list).getByRole('heading', { name: 'Order #00000001' })).toBeInTheDocument();
  expect(screen.getByText('23 orders')).toBeInTheDocument();
  expect(within(list).getAllByText('Processing')[0]).toHaveClass('ph-badge--brand');
  expect(api.callsTo('GET /api/orders/mine')[0].query.get('page_size')).toBe('10');

  const user = userEvent.setup();
  await user.click(
    within(screen.getByRole('navigation', { name: 'Order pages' })).getByRole('link', { name: 'Page 3' }),
  );
  expect(await screen.findByRole('heading', { name: 'Order #00000021' })).toBeInTheDocument();
  expect(within(screen.getByRole('list', { name: 'Your orders' })).getAllByRole('listitem')).toHaveLength(3);
  expect(app.location()).toBe('/orders?page=3');

  await user.click(screen.getByRole('link', { name: 'View order #00000023' }));
  // The order page loads on first visit; the address changes once it is there.
  await waitFor(() => expect(app.location()).toBe('/orders/00000000-0000-4000-8000-000000000023'));
});

it('offers Browse Products when there are no orders', async () => {
  const api = signedInFetchMock();
  api.on('GET /api/orders/mine', { body: { items: [], total: 0, page: 1, page_size: 10, total_pages: 1 } });
  renderApp('/orders', { api });
  expect(await screen.findByText('No orders yet')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/marketplace');
});

it('sends a signed-out visitor to sign in', async () => {
  const app = renderApp('/orders');
  await screen.findByRole('button', { name: 'Sign In' });
  expect(app.location()).toBe('/login');
});

it("the header's user menu leads to My orders", async () => {
  const api = signedIn();
  const app = renderApp('/', { api });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /Ada/ }));
  await user.click(await screen.findByRole('menuitem', { name: 'My orders' }));
  expect(app.location()).toBe('/orders');
  expect(await screen.findByRole('list', { name: 'Your orders' })).toBeInTheDocument();
});
