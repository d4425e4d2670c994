import { fakeOrder, fakeReview, signedInFetchMock, type FetchMock } from '@phonehub/api-client';
import type { UserReview } from '@phonehub/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/render-app';

const page = <T,>(items: T[], total = items.length, size = 5) => ({
  body: { items, total, page: 1, page_size: size, total_pages: Math.max(1, Math.ceil(total / size)) },
});

/** One of the user's own reviews as GET /api/reviews/mine answers it. */
const review = (overrides: Partial<UserReview> = {}): UserReview => ({
  ...fakeReview({
    rating: 4,
    title: 'Like new',
    content: 'Battery still at 96% after a month.',
    username: 'Ada L.',
    verified_purchase: true,
    created_at: '2026-01-05T10:00:00.000Z',
  }),
  product_id: 'prod-1',
  product_name: 'Apple iPhone 14 Pro 128GB',
  product_brand: 'Apple',
  product_model: 'iPhone 14 Pro',
  ...overrides,
});

function setup(answers: (api: FetchMock) => void) {
  const api = signedInFetchMock();
  api.on('GET /api/orders/mine', page([fakeOrder()], 7));
  api.on(
    'GET /api/reviews/mine',
    page([review(), review({ id: 'review-2', title: 'Fast delivery', rating: 5 })]),
  );
  api.on('GET /api/support/tickets', page([], 0, 10));
  answers(api);
  const app = renderApp('/profile', { api });
  return { api, app };
}

it('shows quick stats: total orders, reviews written and support tickets', async () => {
  setup((api) => api.on('GET /api/support/tickets', page([], 3, 10)));
  const stats = within(await screen.findByRole('region', { name: 'Your account at a glance' }));
  expect(await stats.findByText('7')).toBeInTheDocument();
  expect(stats.getByText('Total Orders')).toBeInTheDocument();
  expect(await stats.findByText('2')).toBeInTheDocument();
  expect(stats.getByText('Reviews Written')).toBeInTheDocument();
  expect(await stats.findByText('3')).toBeInTheDocument();
  expect(stats.getByText('Support Tickets')).toBeInTheDocument();
});

it('has the tabs My orders, My reviews and Support tickets', async () => {
  setup(() => undefined);
  const tabs = await screen.findAllByRole('tab');
  expect(tabs.map((tab) => tab.textContent)).toEqual(['My orders', 'My reviews', 'Support tickets']);
  expect(screen.getByRole('tab', { name: 'My orders', selected: true })).toBeInTheDocument();
});

it("lists the user's reviews on My Reviews, each linking to its product", async () => {
  const { app } = setup(() => undefined);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('tab', { name: 'My reviews' }));

  const rows = within(await screen.findByRole('list', { name: 'Your reviews' })).getAllByRole('listitem');
  expect(rows).toHaveLength(2);
  expect(within(rows[0]).getByRole('heading', { name: 'Like new' })).toBeInTheDocument();
  expect(within(rows[0]).getByText('Battery still at 96% after a month.')).toBeInTheDocument();
  expect(within(rows[0]).getByLabelText('Rated 4 out of 5')).toBeInTheDocument();
  expect(within(rows[0]).getByText('January 5, 2026')).toBeInTheDocument();
  expect(within(rows[0]).getByText('Verified Purchase')).toBeInTheDocument();
  await user.click(within(rows[1]).getByRole('link', { name: 'Apple iPhone 14 Pro 128GB' }));
  expect(app.location()).toBe('/product/prod-1');
});

it('pages through many reviews', async () => {
  const { api } = setup((mock) =>
    mock.on('GET /api/reviews/mine', (request) => {
      const n = Number(request.query.get('page'));
      return {
        body: {
          items: [review({ id: `r${n}`, title: `Review on page ${n}` })],
          total: 12,
          page: n,
          page_size: 5,
          total_pages: 3,
        },
      };
    }),
  );
  const user = userEvent.setup();
  await user.click(await screen.findByRole('tab', { name: 'My reviews' }));
  expect(await screen.findByRole('heading', { name: 'Review on page 1' })).toBeInTheDocument();
  await user.click(
    within(screen.getByRole('navigation', { name: 'Review pages' })).getByRole('button', { name: 'Page 3' }),
  );
  expect(await screen.findByRole('heading', { name: 'Review on page 3' })).toBeInTheDocument();
  expect(api.callsTo('GET /api/reviews/mine').map((call) => call.query.get('page'))).toEqual(['1', '3']);
});

it('offers Browse Products when no review was written yet', async () => {
  const { app } = setup((api) => api.on('GET /api/reviews/mine', page([])));
  const user = userEvent.setup();
  await user.click(await screen.findByRole('tab', { name: 'My reviews' }));
  expect(await screen.findByText('No reviews yet')).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'Browse Products' }));
  expect(app.location()).toBe('/marketplace');
});

it('shows the support tickets on their tab, with Create Ticket when there are none', async () => {
  setup(() => undefined);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('tab', { name: 'Support tickets' }));
  expect(await screen.findByText('No support tickets yet')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Create Ticket' })).toBeInTheDocument();
});
