import { apiErrorReply, pagedFixture, type FetchMock } from '@phonehub/api-client';
import type { AdminUserRow } from '@phonehub/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { admin as signedInAdmin, adminApi } from '../test/admin-api';
import { fakeAdminUserRow } from '../test/fake-users';
import { DASHBOARD, renderAdmin } from '../test/render-admin';
import { tableNamed } from '../test/table';
import { queriesOf } from '../test/list-requests';

const admin = { ...signedInAdmin, first_name: 'Site', last_name: 'Admin' };

const row = fakeAdminUserRow;

const USERS = [
  row({ id: 'u1' }),
  row({
    id: 'u2',
    first_name: 'Guest',
    last_name: 'Trader',
    email: 'trader@example.com',
    account_type: 'guest',
    trade_count: 2,
    created_at: '2025-06-01T12:00:00.000Z',
  }),
];

const TRADE_STATS = {
  totalTrades: 12,
  pendingReviews: 4,
  approvedToday: 2,
  rejectedToday: 1,
  totalRevenue: 2100,
  averageTradeValue: 310.5,
  topBrands: [],
};
const ORDER_STATS = {
  total_orders: 7,
  total_revenue: 4321.5,
  pending_orders: 1,
  processing_orders: 1,
  shipped_orders: 2,
  delivered_orders: 2,
  cancelled_orders: 1,
  average_order_value: 617.36,
};

function asAdmin(users: AdminUserRow[] | ((api: FetchMock) => void) = USERS) {
  const api = adminApi(
    {
      'GET /api/admin/trades/stats': { body: TRADE_STATS },
      'GET /api/admin/orders/stats': { body: ORDER_STATS },
    },
    undefined,
    admin,
  );
  if (typeof users === 'function') users(api);
  else
    api.on('GET /api/admin/users', (req) => {
      const term = req.query.get('search')?.toLowerCase() ?? '';
      const found = users.filter((u) =>
        `${u.first_name} ${u.last_name} ${u.email}`.toLowerCase().includes(term),
      );
      return { body: pagedFixture(found, { page_size: 50 }) };
    });
  return api;
}

/** The portal opens on Trades; the Users tab is one click away. */
async function openUsers(api: FetchMock, user = userEvent.setup()) {
  const view = renderAdmin(DASHBOARD, api);
  await user.click(await screen.findByRole('tab', { name: 'Users' }));
  return view;
}

afterEach(() => jest.useRealTimers());

const table = () => tableNamed('Users');

it('shows the summary cards: trades from the trade statistics, Revenue from paid orders', async () => {
  renderAdmin(DASHBOARD, asAdmin());
  const summary = within(await screen.findByRole('region', { name: 'Summary' }));
  const value = (label: string) => summary.getByText(label).closest('dl')?.querySelector('dd')?.textContent;
  await waitFor(() => expect(value('Revenue')).toBe('$4,321.50'));
  expect(value('Total Trades')).toBe('12');
  expect(value('Pending Reviews')).toBe('4');
  expect(value('Approved Today')).toBe('2');
});

it('shows the portal header, the tab bar in the spec order opening on Trades, and the Users tab with its table', async () => {
  renderAdmin(DASHBOARD, asAdmin());
  expect(await screen.findByRole('heading', { name: 'Admin Management Portal' })).toBeInTheDocument();
  expect(screen.getAllByRole('tab').map((t) => t.textContent?.trim())).toEqual([
    'Trades',
    'Users',
    'Analytics',
    'Site Settings',
    'Products',
    'Sellers',
    'Device Pricing',
    'Partner Applications',
    'Reviews',
    'Orders',
    'Sales',
    'Returns',
    'Support',
    'Mail',
    'Activity',
    'Payouts',
    'Disputes',
    'Reconciliation',
    'Security',
    'Sessions',
  ]);
  expect(screen.getByRole('tab', { name: 'Trades' })).toHaveAttribute('aria-selected', 'true');
  expect(await screen.findByText('No trades found.')).toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole('tab', { name: 'Users' }));
  const users = await table();
  const [ada, guest] = users.getAllByRole('row').slice(1);
  expect(
    within(ada)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual([
    'Ada Lovelace',
    'ada@example.com',
    'RegisteredVerified',
    'Mar 14, 2025',
    '0',
    'Active',
    'View ProfileSuspend',
  ]);
  expect(
    within(guest)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual(['Guest Trader', 'trader@example.com', 'Guest', 'Jun 1, 2025', '2', 'Active', 'View Profile']);
  expect(screen.getByText('2 users registered or known from guest trade-ins.')).toBeInTheDocument();
});

it('searches by name or email on the server, once typing pauses', async () => {
  // The search waits for typing to pause: fake time, so the pause is the test's and not the machine's.
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const api = asAdmin();
  await openUsers(api, user);
  await table();
  await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'Trader');
  expect(api.callsTo('GET /api/admin/users')).toHaveLength(1);
  expect(await screen.findByText('1 user matching “Trader”.')).toBeInTheDocument();
  const rows = (await table()).getAllByRole('row').slice(1);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toHaveTextContent('trader@example.com');
  expect(api.callsTo('GET /api/admin/users').map((c) => c.query.get('search'))).toEqual([null, 'Trader']);

  await user.clear(screen.getByRole('searchbox', { name: 'Search users' }));
  await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'nobody');
  expect(await screen.findByText('No users match your search')).toBeInTheDocument();
});

it('pages through long lists', async () => {
  const user = userEvent.setup();
  const api = asAdmin((mock) =>
    mock.on('GET /api/admin/users', (req) => {
      const page = Number(req.query.get('page'));
      return {
        body: pagedFixture([row({ id: `p${page}`, email: `page${page}@example.com` })], {
          total: 120,
          page,
          page_size: 50,
        }),
      };
    }),
  );
  const view = await openUsers(api);
  expect(await screen.findByText('page1@example.com')).toBeInTheDocument();
  const pages = within(screen.getByRole('navigation', { name: 'Users pages' }));
  expect(pages.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  expect(pages.getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
  expect(pages.getByLabelText('Previous page')).toHaveAttribute('aria-disabled', 'true');
  await user.click(pages.getByRole('button', { name: 'Next page' }));
  expect(await screen.findByText('page2@example.com')).toBeInTheDocument();
  expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  expect(queriesOf(api, 'GET /api/admin/users')).toEqual(['page=1&page_size=50', 'page=2&page_size=50']);
  // The page is in the address, so a refresh or back keeps it.
  expect(view.location()).toBe(`${DASHBOARD}/users?page=2`);
  await view.go(-1);
  expect(await screen.findByText('page1@example.com')).toBeInTheDocument();
});

it('Refresh loads the list again', async () => {
  const user = userEvent.setup();
  let call = 0;
  const api = asAdmin((mock) =>
    mock.on('GET /api/admin/users', () => {
      call += 1;
      const users = call === 1 ? USERS.slice(0, 1) : USERS;
      return { body: pagedFixture(users, { page_size: 50 }) };
    }),
  );
  await openUsers(api);
  expect((await table()).getAllByRole('row')).toHaveLength(2);
  await user.click(screen.getByRole('button', { name: 'Refresh' }));
  expect(await screen.findByText('trader@example.com')).toBeInTheDocument();
  expect(api.callsTo('GET /api/admin/users')).toHaveLength(2);
  expect(api.callsTo('GET /api/admin/users')[1].headers.authorization).toBe('Bearer admin-jwt');
});

it('says so when there are no users', async () => {
  await openUsers(asAdmin([]));
  expect(await screen.findByText('No users yet')).toBeInTheDocument();
});

it("toasts 'Failed to load users' when the list cannot be loaded", async () => {
  await openUsers(
    asAdmin((api) =>
      api.on(
        'GET /api/admin/users',
        apiErrorReply(403, 'FORBIDDEN', 'You do not have permission to do this.'),
      ),
    ),
  );
  expect(await screen.findByText('Failed to load users')).toBeInTheDocument();
  expect(screen.getByText('Users could not be loaded')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

it('View Profile opens the user in a dialog', async () => {
  const user = userEvent.setup();
  await openUsers(asAdmin());
  await table();
  await user.click(screen.getByRole('button', { name: 'View profile of Guest Trader' }));
  const dialog = within(screen.getByRole('dialog', { name: 'Guest Trader' }));
  expect(dialog.getByText('Guest')).toBeInTheDocument();
  expect(dialog.getByText('Active')).toBeInTheDocument();
  expect(dialog.getByText('First trade-in').nextSibling).toHaveTextContent('June 1, 2025');
  expect(dialog.getByText('Trade-ins').nextSibling).toHaveTextContent('2');
});

it('Logout signs out, says so and goes to the home page', async () => {
  const user = userEvent.setup();
  const view = renderAdmin(DASHBOARD, asAdmin());
  await user.click(await screen.findByRole('button', { name: 'Logout' }));
  expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
  expect(screen.getByText('Storefront home')).toBeInTheDocument();
  expect(view.location()).toBe('/');
  expect(['currentUser', 'adminAuth', 'authToken'].map((k) => localStorage.getItem(k))).toEqual([
    null,
    null,
    null,
  ]);
});

it("Sessions lists the admin's own sessions and ends another; Logout ends only this one (issue 34)", async () => {
  const session = (id: string, device: string, current = false) => ({
    id,
    device,
    user_agent: device,
    ip_area: '198.51.100.0/24',
    created_at: '2026-03-01T09:30:00.000Z',
    last_seen_at: '2026-03-02T10:00:00.000Z',
    current,
  });
  let sessions = [session('this', 'Chrome on Mac', true), session('other', 'Firefox on Windows')];
  const api = asAdmin((mock) => {
    mock.on('GET /api/auth/sessions', () => ({ body: sessions }));
    mock.on('DELETE /api/auth/sessions/other', () => {
      sessions = sessions.filter((s) => s.id !== 'other');
      return { status: 204 };
    });
    mock.on('POST /api/auth/logout', { status: 204 });
  });
  const user = userEvent.setup();
  renderAdmin(`${DASHBOARD}/sessions`, api);
  const list = await screen.findByRole('list', { name: 'Sessions' });
  const rows = await within(list).findAllByRole('listitem');
  expect(rows[0]).toHaveTextContent('Chrome on MacThis device');
  expect(screen.queryByRole('button', { name: 'Sign out everywhere' })).not.toBeInTheDocument();

  await user.click(within(rows[1]).getByRole('button', { name: 'End session' }));
  expect(await screen.findByText('Session ended: Firefox on Windows is signed out.')).toBeInTheDocument();
  await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));

  await user.click(screen.getByRole('button', { name: 'Logout' }));
  await waitFor(() => expect(api.callsTo('POST /api/auth/logout')).toHaveLength(1));
  expect(api.callsTo('POST /api/auth/logout-all')).toHaveLength(0);
});

describe('sections as addresses', () => {
  it('the bare dashboard path opens the first section in its place', async () => {
    const view = renderAdmin(DASHBOARD, asAdmin());
    expect(await screen.findByRole('tab', { name: 'Trades' })).toHaveAttribute('aria-selected', 'true');
    expect(view.location()).toBe(`${DASHBOARD}/trades`);
    expect(await screen.findByText('No trades found.')).toBeInTheDocument();
    // Replaced, not pushed: back does not return to the bare path.
    await view.go(-1);
    expect(view.location()).toBe(`${DASHBOARD}/trades`);
  });

  it('opens the section the address names, with its panel labelled by its tab', async () => {
    renderAdmin(`${DASHBOARD}/users`, asAdmin());
    const tab = await screen.findByRole('tab', { name: 'Users' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(tab).toHaveAttribute('href', `${DASHBOARD}/users`);
    expect(screen.getByRole('tab', { name: 'Trades' })).toHaveAttribute('aria-selected', 'false');
    expect(await table()).toBeTruthy();
    expect(screen.getByRole('tabpanel', { name: 'Users' })).toContainElement(
      screen.getByRole('table', { name: 'Users' }),
    );
  });

  it('clicking a tab changes the address; back and forward move between sections', async () => {
    const user = userEvent.setup();
    const view = renderAdmin(`${DASHBOARD}/users`, asAdmin());
    await table();
    await user.click(screen.getByRole('tab', { name: 'Trades' }));
    expect(view.location()).toBe(`${DASHBOARD}/trades`);
    expect(await screen.findByText('No trades found.')).toBeInTheDocument();
    await view.go(-1);
    expect(view.location()).toBe(`${DASHBOARD}/users`);
    expect(await table()).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
    await view.go(1);
    expect(await screen.findByText('No trades found.')).toBeInTheDocument();
  });

  it('keeps the search in the address, so a refresh finds the same rows', async () => {
    const api = asAdmin();
    renderAdmin(`${DASHBOARD}/users?search=Trader`, api);
    const rows = (await table()).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveValue('Trader');
    expect(api.callsTo('GET /api/admin/users').map((c) => c.query.get('search'))).toEqual(['Trader']);
  });

  it('says so for an address that names no section, with a way back', async () => {
    const user = userEvent.setup();
    const view = renderAdmin(`${DASHBOARD}/nonsense`, asAdmin());
    expect(await screen.findByText('There is no such section')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').filter((t) => t.getAttribute('aria-selected') === 'true')).toHaveLength(
      0,
    );
    await user.click(screen.getByRole('link', { name: 'Go to Trades' }));
    expect(view.location()).toBe(`${DASHBOARD}/trades`);
  });

  it('moves between tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    renderAdmin(`${DASHBOARD}/trades`, asAdmin());
    (await screen.findByRole('tab', { name: 'Trades' })).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Users' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    // From the first tab, left wraps round to the last.
    expect(screen.getAllByRole('tab').at(-1)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Trades' })).toHaveFocus();
  });
});
