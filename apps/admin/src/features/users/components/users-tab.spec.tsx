import {
  apiErrorReply,
  fakeOrder,
  fakeTradeRequest,
  pagedFixture,
  type FetchMock,
  type MockHandler,
} from '@phonehub/api-client';
import type { AdminUserProfile } from '@phonehub/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeAdminUserRow } from '../../../test/fake-users';
import { admin, adminApi } from '../../../test/admin-api';
import { DASHBOARD, openAdmin } from '../../../test/render-admin';
import { cellsOf, tableNamed } from '../../../test/table';
import { bodiesOf, chooseFilters, queriesAfter } from '../../../test/list-requests';

const row = fakeAdminUserRow;

const ADA = row({});
const GRACE = row({
  id: 'u2',
  first_name: 'Grace',
  last_name: 'Hopper',
  email: 'grace@example.com',
  is_seller: true,
  is_suspended: true,
});
const GUEST = row({
  id: 'guest_1',
  first_name: 'Guest',
  last_name: 'Trader',
  email: 'trader@example.com',
  account_type: 'guest',
  email_verified: false,
  trade_count: 2,
});

const asAdmin = (routes: Record<string, MockHandler> = {}) =>
  adminApi({
    'GET /api/admin/users': (req) => ({
      body: pagedFixture(req.query.get('seller') === 'true' ? [GRACE] : [ADA, GRACE, GUEST], {
        page_size: 50,
      }),
    }),
    ...routes,
  });

const openUsers = (api: FetchMock, path = `${DASHBOARD}/users`) => openAdmin(path, api);
const table = () => tableNamed(/Users|Sellers/);
const userRow = async (email: string) => (await table()).getByText(email).closest('tr') as HTMLElement;

// Grace's row in both panels: a suspended seller.
const GRACE_CELLS = [
  'Grace Hopper',
  'grace@example.com',
  'RegisteredVerified',
  'Mar 14, 2025',
  '0',
  'Suspended',
  'View ProfileUnsuspend',
];

it('shows the All Users panel with status and a suspend toggle for accounts (not guests)', async () => {
  openUsers(asAdmin());
  expect(await screen.findByRole('heading', { name: 'All Users' })).toBeInTheDocument();
  expect(cellsOf(await userRow('grace@example.com'))).toEqual(GRACE_CELLS);
  expect(cellsOf(await userRow('trader@example.com'))).toEqual([
    'Guest Trader',
    'trader@example.com',
    'Guest',
    'Mar 14, 2025',
    '2',
    'Active',
    'View Profile',
  ]);
  expect(screen.getByRole('button', { name: 'All Users' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
});

it('calls an account Verified only once its address is (issue 34)', async () => {
  const unproved = row({
    id: 'u3',
    first_name: 'New',
    last_name: 'Person',
    email: 'new@example.com',
    email_verified: false,
  });
  openUsers(asAdmin({ 'GET /api/admin/users': { body: pagedFixture([unproved, ADA], { page_size: 50 }) } }));
  expect(cellsOf(await userRow('new@example.com'))[2]).toBe('RegisteredEmail not verified');
  expect(cellsOf(await userRow('ada@example.com'))[2]).toBe('RegisteredVerified');
});

it("offers no suspend toggle on the signed-in admin's own row", async () => {
  const self = row({
    id: admin.id,
    first_name: 'Site',
    last_name: 'Admin',
    email: 'root@admin.example',
    role: 'admin',
  });
  const api = asAdmin({ 'GET /api/admin/users': { body: pagedFixture([self, ADA], { page_size: 50 }) } });
  openUsers(api, `${DASHBOARD}/users?role=admin`);
  expect(cellsOf(await userRow('root@admin.example'))).toEqual([
    'Site Admin',
    'root@admin.example',
    'RegisteredVerified',
    'Mar 14, 2025',
    '0',
    'Active',
    'View Profile',
  ]);
  expect(
    within(await userRow('ada@example.com')).getByRole('button', { name: 'Suspend Ada Lovelace' }),
  ).toBeInTheDocument();
});

it('filters by status, role, seller and account type on the server, kept in the address', async () => {
  const api = asAdmin();
  const { user, location } = openUsers(api);
  await table();
  await chooseFilters(user, {
    Status: 'Suspended',
    Seller: 'Sellers',
    Account: 'Registered',
    Role: 'Administrators',
  });
  expect(await queriesAfter(api, 'GET /api/admin/users', 5)).toEqual([
    'page=1&page_size=50',
    'page=1&page_size=50&suspended=true',
    'page=1&page_size=50&seller=true&suspended=true',
    'page=1&page_size=50&seller=true&suspended=true&guest=false',
    'page=1&page_size=50&role=admin&seller=true&suspended=true&guest=false',
  ]);
  expect(location()).toBe(`${DASHBOARD}/users?suspended=true&seller=true&guest=false&role=admin`);
});

it('Sellers Only lists the accounts that sell, with Refresh and its own filters', async () => {
  const api = asAdmin();
  const { user, location } = openUsers(api, `${DASHBOARD}/users?search=ada`);
  await table();
  await user.click(screen.getByRole('button', { name: 'Sellers Only' }));
  expect(await screen.findByRole('heading', { name: 'Sellers Only' })).toBeInTheDocument();
  expect((await table()).getAllByRole('row').slice(1).map(cellsOf)).toEqual([GRACE_CELLS]);
  // The panel starts afresh: the other panel's search does not follow.
  expect(location()).toBe(`${DASHBOARD}/users?panel=sellers`);
  expect(api.callsTo('GET /api/admin/users').at(-1)?.query.toString()).toBe(
    'page=1&page_size=50&seller=true',
  );
  expect(screen.queryByRole('combobox', { name: 'Seller' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Refresh' }));
  await waitFor(() =>
    expect(api.callsTo('GET /api/admin/users').filter((c) => c.query.get('seller') === 'true')).toHaveLength(
      2,
    ),
  );
});

it('suspends an account after asking, says so and reloads the list', async () => {
  let suspended = false;
  const put = `PUT /api/admin/users/${ADA.id}/suspend`;
  const api = asAdmin({
    'GET /api/admin/users': () => ({
      body: pagedFixture([{ ...ADA, is_suspended: suspended }], { page_size: 50 }),
    }),
    [put]: (req) => {
      suspended = (req.body as { is_suspended: boolean }).is_suspended;
      return { body: { ...ADA, is_suspended: suspended } };
    },
  });
  const { user } = openUsers(api);
  await user.click(
    within(await userRow('ada@example.com')).getByRole('button', { name: 'Suspend Ada Lovelace' }),
  );
  const dialog = within(await screen.findByRole('dialog', { name: 'Suspend Ada Lovelace?' }));
  expect(dialog.getByText(/signed out at once and cannot sign in/)).toBeInTheDocument();
  expect(api.callsTo(put)).toHaveLength(0);
  await user.click(dialog.getByRole('button', { name: 'Suspend' }));
  expect(await screen.findByText('User suspended successfully')).toBeInTheDocument();
  expect(bodiesOf(api, put)).toEqual([{ is_suspended: true }]);
  await waitFor(async () => expect(cellsOf(await userRow('ada@example.com'))[5]).toBe('Suspended'));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  await user.click(
    within(await userRow('ada@example.com')).getByRole('button', { name: 'Unsuspend Ada Lovelace' }),
  );
  await user.click(
    within(await screen.findByRole('dialog', { name: 'Unsuspend Ada Lovelace?' })).getByRole('button', {
      name: 'Unsuspend',
    }),
  );
  expect(await screen.findByText('User unsuspended successfully')).toBeInTheDocument();
  expect(bodiesOf(api, put)).toEqual([{ is_suspended: true }, { is_suspended: false }]);
});

it('Cancel changes nothing', async () => {
  const api = asAdmin();
  const { user } = openUsers(api);
  await user.click(
    within(await userRow('ada@example.com')).getByRole('button', { name: 'Suspend Ada Lovelace' }),
  );
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(api.callsTo(`PUT /api/admin/users/${ADA.id}/suspend`)).toHaveLength(0);
});

it("keeps the dialog with the server's reason when the change is refused", async () => {
  const put = `PUT /api/admin/users/${ADA.id}/suspend`;
  const api = asAdmin({ [put]: apiErrorReply(409, 'CONFLICT', 'You cannot suspend your own account') });
  const { user } = openUsers(api);
  await user.click(
    within(await userRow('ada@example.com')).getByRole('button', { name: 'Suspend Ada Lovelace' }),
  );
  const dialog = within(await screen.findByRole('dialog'));
  await user.click(dialog.getByRole('button', { name: 'Suspend' }));
  expect(await dialog.findByText('You cannot suspend your own account')).toBeInTheDocument();
  expect(screen.getByText('Failed to update user status')).toBeInTheDocument();
});

it("View Profile shows an account's orders, trade-ins, reviews and support tickets", async () => {
  const profile: AdminUserProfile = {
    user: { ...ADA, seller_suspended: false },
    orders: [fakeOrder({ id: 'order-0000abcd1234', status: 'delivered', total: 540 })],
    trades: [
      fakeTradeRequest({
        tracking_code: 'TR-ADA1',
        brand: 'Apple',
        model: 'iPhone 13',
        status: 'approved',
        finalValue: 310,
        estimatedValue: 300,
      }),
    ],
    reviews: [
      {
        id: 'r1',
        product_id: 'p1',
        product_name: 'Pixel 8',
        rating: 4,
        title: 'Solid phone',
        content: 'Fine.',
        hidden: true,
        created_at: '2026-01-05T10:00:00.000Z',
      },
    ],
    tickets: [
      {
        id: 't1',
        subject: 'Where is my parcel?',
        message: 'It has been a week.',
        category: 'order',
        status: 'in_progress',
        priority: 'high',
        created_at: '2026-01-06T10:00:00.000Z',
        updated_at: '2026-01-06T10:00:00.000Z',
        admin_response: null,
        admin_responded_at: null,
        order_id: null,
        waiting_on: 'support',
        message_count: 1,
      },
    ],
    tickets_total: 1,
  };
  const api = asAdmin({ [`GET /api/admin/users/${ADA.id}`]: { body: profile } });
  const { user } = openUsers(api);
  await user.click(
    within(await userRow('ada@example.com')).getByRole('button', { name: 'View profile of Ada Lovelace' }),
  );
  const dialog = within(await screen.findByRole('dialog', { name: 'Ada Lovelace' }));
  const orders = within(await dialog.findByRole('region', { name: 'Orders' }));
  expect(orders.getByText('#abcd1234')).toBeInTheDocument();
  expect(orders.getByText('$540.00')).toBeInTheDocument();
  const trades = within(dialog.getByRole('region', { name: 'Trade-ins' }));
  expect(trades.getByText('TR-ADA1')).toBeInTheDocument();
  expect(trades.getByText('$310.00')).toBeInTheDocument();
  const reviews = within(dialog.getByRole('region', { name: 'Reviews' }));
  expect(reviews.getByText('Solid phone')).toBeInTheDocument();
  expect(reviews.getByText('Hidden')).toBeInTheDocument();
  const tickets = within(dialog.getByRole('region', { name: 'Support tickets' }));
  expect(tickets.getByText('Where is my parcel?')).toBeInTheDocument();
  expect(tickets.getByText('in progress')).toBeInTheDocument();
  expect(api.callsTo(`GET /api/admin/users/${ADA.id}`)).toHaveLength(1);
});

it('a guest has no account to load: the profile shows what the row knows', async () => {
  const api = asAdmin();
  const { user } = openUsers(api);
  await user.click(
    within(await userRow('trader@example.com')).getByRole('button', { name: 'View profile of Guest Trader' }),
  );
  const dialog = within(await screen.findByRole('dialog', { name: 'Guest Trader' }));
  expect(dialog.getByText('Trade-ins').nextSibling).toHaveTextContent('2');
  expect(dialog.queryByRole('region', { name: 'Orders' })).not.toBeInTheDocument();
  expect(api.calls.filter((c) => c.path.includes('/api/admin/users/guest_1'))).toHaveLength(0);
});
