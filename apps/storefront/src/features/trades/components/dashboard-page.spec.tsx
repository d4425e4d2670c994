import { apiErrorReply, fakeTradeRequest, signedInFetchMock } from '@phonehub/api-client';
import type { User } from '@phonehub/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/render-app';

function setup(overrides: Partial<User> = {}) {
  const api = signedInFetchMock(overrides);
  return api;
}

const stat = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

const TRADES = [
  fakeTradeRequest({
    id: 't1',
    tracking_code: 'TR-PENDING01',
    status: 'pending_review',
    estimatedValue: 450,
  }),
  // Approved without a final value: the estimate counts.
  fakeTradeRequest({
    id: 't2',
    tracking_code: 'TR-APPROVED2',
    status: 'approved',
    estimatedValue: 300,
    finalValue: null,
  }),
  // Completed and approved with a final value: the final value counts, not the estimate.
  fakeTradeRequest({
    id: 't3',
    tracking_code: 'TR-COMPLETE3',
    status: 'completed',
    estimatedValue: 600,
    finalValue: 520.5,
  }),
  fakeTradeRequest({
    id: 't4',
    tracking_code: 'TR-REJECTED4',
    status: 'rejected',
    estimatedValue: 200,
    rejectionReason: 'Cracked',
  }),
  fakeTradeRequest({
    id: 't5',
    tracking_code: 'TR-APPROVED5',
    status: 'approved',
    estimatedValue: 900,
    finalValue: 1000.25,
  }),
];

it('welcomes the user by first name and sums up their trades', async () => {
  const api = setup();
  api.on('GET /api/trade/requests', { body: TRADES });
  renderApp('/dashboard', { api });

  expect(await screen.findByRole('heading', { level: 1, name: 'My trade-ins' })).toBeInTheDocument();
  expect(screen.getByText(/Welcome back, Ada!/)).toBeInTheDocument();
  expect(await screen.findByText('5', { selector: 'dd' })).toBeInTheDocument();
  expect(stat('Total Trades')).toHaveTextContent('5');
  expect(stat('Approved')).toHaveTextContent('3');
  expect(stat('Pending')).toHaveTextContent('1');
  // 300 (estimate) + 520.50 (final) + 1,000.25 (final); pending and rejected trades do not count.
  expect(stat('Total Value')).toHaveTextContent('$1,820.75');
});

const SECOND = fakeTradeRequest({
  id: 'trade-2',
  tracking_code: 'TR-SECOND002',
  brand: 'Samsung',
  model: 'Galaxy S22',
  storage: '256GB',
  condition: 'fair',
  status: 'approved',
  finalValue: 1234,
  images: [],
  submittedAt: '2025-12-20T10:00:00.000Z',
});

it('lists each trade with its details and opens it with View', async () => {
  const api = setup();
  api.on('GET /api/trade/requests', {
    body: [fakeTradeRequest({ id: 'trade-1' }), SECOND],
  });
  api.on('GET /api/trade/requests/trade-2', { body: SECOND });
  const app = renderApp('/dashboard', { api });

  expect(await screen.findByRole('tab', { name: 'My Trades', selected: true })).toBeInTheDocument();
  const rows = within(await screen.findByRole('list', { name: 'Your trades' })).getAllByRole('listitem');
  expect(rows).toHaveLength(2);

  const first = within(rows[0]);
  expect(first.getByRole('heading', { name: 'Apple iPhone 13' })).toBeInTheDocument();
  expect(first.getByText('128GB · Very Good')).toBeInTheDocument();
  expect(first.getByText('PENDING REVIEW')).toHaveClass('ph-badge--warning');
  expect(first.getByText('January 5, 2026')).toBeInTheDocument();
  expect(first.getByText('Estimated value')).toBeInTheDocument();
  expect(first.getByText(/\$450\.00/)).toBeInTheDocument();
  expect(first.getByText('TR-7K2M9Q4XPD')).toBeInTheDocument();
  expect(rows[0].querySelector('img')).toHaveAttribute('src', '/api/media/trades/a1.jpg');

  const second = within(rows[1]);
  expect(second.getByRole('heading', { name: 'Samsung Galaxy S22' })).toBeInTheDocument();
  expect(second.getByText('256GB · Fair')).toBeInTheDocument();
  expect(second.getByText('APPROVED')).toHaveClass('ph-badge--success');
  expect(second.getByText('Final value')).toBeInTheDocument();
  expect(second.getByText(/\$1,234\.00/)).toBeInTheDocument();
  expect(rows[1].querySelector('img')).toBeNull();

  expect(screen.getByRole('link', { name: /New Trade/ })).toHaveAttribute('href', '/trade');
  await userEvent.setup().click(second.getByRole('link', { name: 'View trade TR-SECOND002' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Samsung Galaxy S22' })).toBeInTheDocument();
  expect(app.location()).toBe('/trade/trade-2');
});

it('offers Start Your First Trade when there are none, with zeroed figures', async () => {
  const api = setup();
  api.on('GET /api/trade/requests', { body: [] });
  const app = renderApp('/dashboard', { api });

  expect(await screen.findByText('No trades yet')).toBeInTheDocument();
  expect(stat('Total Trades')).toHaveTextContent('0');
  expect(stat('Total Value')).toHaveTextContent('$0.00');
  expect(screen.queryByRole('link', { name: /New Trade/ })).not.toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole('link', { name: 'Start Your First Trade' }));
  // The wizard's page may load lazily: the address changes once it has.
  await waitFor(() => expect(app.location()).toBe('/trade'));
});

it('a failed load says so, and Try Again loads the trades', async () => {
  const api = setup();
  api.on('GET /api/trade/requests', apiErrorReply(400, 'BAD_REQUEST', 'nope'));
  renderApp('/dashboard', { api });

  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load your trades');
  expect(stat('Total Trades')).toHaveTextContent('—');

  api.on('GET /api/trade/requests', { body: [fakeTradeRequest()] });
  await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
  expect(await screen.findByRole('heading', { name: 'Apple iPhone 13' })).toBeInTheDocument();
  expect(stat('Total Trades')).toHaveTextContent('1');
  expect(api.callsTo('GET /api/trade/requests')).toHaveLength(2);
});

it('the Profile tab shows the saved details read-only, with Edit Profile going to /profile', async () => {
  const api = setup({
    address: { street: '12 Engine Row', city: 'Austin', state: 'TX', zipCode: '78701', country: 'USA' },
  });
  api.on('GET /api/trade/requests', { body: [] });
  const app = renderApp('/dashboard', { api });
  const user = userEvent.setup();

  await user.click(await screen.findByRole('tab', { name: 'Profile' }));
  const details = within(screen.getByRole('tabpanel', { name: 'Profile' }));
  expect(details.getByText('Ada Lovelace')).toBeInTheDocument();
  expect(details.getByText('ada@example.com')).toBeInTheDocument();
  expect(details.getByText('(555) 123-4567')).toBeInTheDocument();
  expect(details.getByText('12 Engine Row · Austin, TX 78701 · USA')).toBeInTheDocument();
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

  await user.click(screen.getByRole('link', { name: 'Edit Profile' }));
  await waitFor(() => expect(app.location()).toBe('/profile'));
});

it('sends a signed-out visitor to log in', async () => {
  const app = renderApp('/dashboard');
  await screen.findByRole('heading', { name: 'Welcome back' });
  expect(app.location()).toBe('/login');
});
