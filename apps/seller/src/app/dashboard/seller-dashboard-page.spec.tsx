import { apiErrorReply, fakeUser } from '@phonehub/api-client';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeSellerStats } from '../../test/fixtures';
import { renderSeller, seller, sellerApi } from '../../test/render-seller';

it('tells a non-seller that seller access is required and links to the Partner Program, asking the API nothing', async () => {
  const api = sellerApi(fakeUser({ is_seller: false }));
  await renderSeller(api);
  expect(screen.getByRole('heading', { name: 'Seller Access Required' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Partner Program/ })).toHaveAttribute('href', '/partner-program');
  expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  expect(api.calls.filter((c) => c.path.startsWith('/api/seller'))).toHaveLength(0);
});

it('tells a seller an admin suspended that the seller account is suspended, without the dashboard or the application link', async () => {
  const api = sellerApi(fakeUser({ is_seller: true, seller_suspended: true }));
  await renderSeller(api);
  expect(screen.getByRole('heading', { name: 'Seller Access Required' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('Your seller account is suspended');
  expect(screen.queryByRole('link', { name: /Partner Program/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  expect(api.calls.filter((c) => c.path.startsWith('/api/seller'))).toHaveLength(0);
});

it('turns into the suspended screen when a seller call answers 403 after a suspension', async () => {
  const api = sellerApi().on(
    'GET /api/seller/stats',
    apiErrorReply(403, 'FORBIDDEN', 'Your seller account is suspended'),
  );
  // The session's own check on load still finds an active seller; the suspension shows from the next read on.
  api.on('GET /api/auth/me', () => ({
    body: { ...seller, seller_suspended: api.callsTo('GET /api/auth/me').length > 1 },
  }));
  await renderSeller(api);
  expect(await screen.findByRole('alert')).toHaveTextContent('Your seller account is suspended');
  expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
});

it('asks a signed-out visitor (standalone mode) to sign in', async () => {
  await renderSeller(null);
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
});

it('shows a seller their account and the real figures from the API', async () => {
  const api = sellerApi();
  await renderSeller(api);
  expect(screen.getByRole('heading', { name: 'Grace Hopper' })).toBeInTheDocument();
  expect(screen.getByText('grace@example.com')).toBeInTheDocument();
  const figures = within(await screen.findByLabelText('Your figures'));
  const value = (label: string) => figures.getByText(label).nextElementSibling?.textContent;
  expect(value('Units sold')).toBe('12');
  expect(value('Revenue')).toBe('$6,543.21');
  expect(value('Platform fees')).toBe('$261.73');
  expect(value('Paid out')).toBe('$3,000.00');
  expect(value('Pending balance')).toBe('$1,200.50');
  expect(value('Available balance')).toBe('$2,080.98');
  expect(value('Products')).toBe('4');
  expect(value('Average rating')).toBe('4.6 (7 reviews)');
  expect(api.callsTo('GET /api/seller/stats')[0]!.headers.authorization).toBe('Bearer seller-jwt');
  expect(screen.getByText('You receive').nextSibling).toHaveTextContent('$201.60');
});

it('says "No reviews yet" instead of a made-up rating', async () => {
  const api = sellerApi().on('GET /api/seller/stats', {
    body: fakeSellerStats({ average_rating: null, review_count: 0 }),
  });
  await renderSeller(api);
  const figures = await screen.findByLabelText('Your figures');
  expect(within(figures).getByText('Average rating').nextElementSibling).toHaveTextContent('No reviews yet');
});

it("toasts 'Failed to load seller data' and offers a retry when the figures cannot be loaded", async () => {
  let fail = true;
  const api = sellerApi().on('GET /api/seller/stats', () =>
    fail ? apiErrorReply(404, 'NOT_FOUND', 'Not found') : { body: fakeSellerStats() },
  );
  await renderSeller(api);
  expect(await screen.findByText('Failed to load seller data')).toBeInTheDocument();
  fail = false;
  await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
  expect(await screen.findByLabelText('Your figures')).toBeInTheDocument();
});

it('keeps the open section in the address and starts a new one without the last one’s list state', async () => {
  const { location } = await renderSeller(sellerApi(seller), '/seller?tab=orders&status=shipped');
  expect(screen.getByRole('tab', { name: 'Recent Orders' })).toHaveAttribute('aria-selected', 'true');
  await userEvent.setup().click(screen.getByRole('tab', { name: 'My Products' }));
  expect(location()).toBe('/seller?tab=products');
  expect(await screen.findByRole('heading', { name: 'My Products' })).toBeInTheDocument();
});
