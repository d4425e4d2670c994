import { apiErrorReply, pagedFixture, type FetchMock } from '@phonehub/api-client';
import type { AdminOrderReturn } from '@phonehub/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeAdminReturn } from '../../../test/fake-orders';
import { adminApi, failsUntilRetried } from '../../../test/admin-api';
import { DASHBOARD, openAdmin } from '../../../test/render-admin';
import { bodyCellsOf, cellsOf, tableNamed } from '../../../test/table';
import { bodiesOf, optionTextsOf, queriesAfter, queriesOf, searchFor } from '../../../test/list-requests';

const REQUESTED = fakeAdminReturn();
const APPROVED = fakeAdminReturn({
  id: 'r0000000-0000-4000-8000-000000000002',
  order_id: 'c0ffee00-1111-2222-3333-44445555guest',
  status: 'approved',
  email: 'guest@example.com',
  user_name: null,
  items: [
    { order_item_id: 'g1', product_name: 'Pixel 8', quantity: 2, price: 399 },
    { order_item_id: 'g2', product_name: 'Case', quantity: 1, price: 19 },
  ],
  refund_amount: 880.92,
  created_at: '2026-02-18T10:00:00.000Z',
});
const REFUNDED = fakeAdminReturn({
  id: 'r0000000-0000-4000-8000-000000000003',
  order_id: '7f3c2a10-5b6d-4e8f-9a01-00000000dd03',
  status: 'refunded',
});
const PUT_REQUESTED = `PUT /api/admin/returns/${REQUESTED.id}`;

const asAdmin = (
  setup?: (api: FetchMock) => void,
  returns: AdminOrderReturn[] = [REQUESTED, APPROVED, REFUNDED],
) => adminApi({ 'GET /api/admin/returns': { body: pagedFixture(returns) } }, setup);

const openReturns = (api: FetchMock, route = `${DASHBOARD}/returns`) => openAdmin(route, api);

const returnsTable = () => tableNamed('Returns');
const cells = cellsOf;
const rowOf = async (reference: string) =>
  (await returnsTable()).getByText(reference).closest('tr') as HTMLElement;

it('lists each return with its order, customer, items, refund, status and date, newest first', async () => {
  const api = asAdmin();
  await openReturns(api);
  expect(await bodyCellsOf(returnsTable())).toEqual([
    [
      '#aa11bb22',
      'Ada Lovelaceada@example.com',
      '1 × iPhone 14 Pro',
      '$592.92',
      'Requested',
      'Feb 20, 2026',
      'Update',
    ],
    [
      '#555guest',
      'Guestguest@example.com',
      '2 × Pixel 8, 1 × Case',
      '$880.92',
      'Approved',
      'Feb 18, 2026',
      'Update',
    ],
    [
      '#0000dd03',
      'Ada Lovelaceada@example.com',
      '1 × iPhone 14 Pro',
      '$592.92',
      'Refunded',
      'Feb 20, 2026',
      '',
    ],
  ]);
  expect(screen.getByRole('tab', { name: 'Returns' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('columnheader', { name: 'Requested' })).toHaveAttribute('aria-sort', 'descending');
  expect(screen.getByText('3 returns, newest first.')).toBeInTheDocument();
  expect(api.callsTo('GET /api/admin/returns')[0]!.headers.authorization).toBe('Bearer admin-jwt');
});

it('filters by status and searches on the server, keeping both in the address', async () => {
  const api = asAdmin();
  const { user, location } = await openReturns(api);
  await returnsTable();
  const status = screen.getByRole('combobox', { name: 'Status' });
  expect(optionTextsOf(status)).toEqual([
    'All Status',
    'Requested',
    'Approved',
    'Rejected',
    'Received',
    'Refunded',
  ]);
  await user.selectOptions(status, 'requested');
  await searchFor(user, 'Search returns', 'ada');
  expect(await queriesAfter(api, 'GET /api/admin/returns', 3)).toEqual([
    'page=1',
    'page=1&status=requested',
    'page=1&search=ada&status=requested',
  ]);
  expect(location()).toBe(`${DASHBOARD}/returns?status=requested&search=ada`);
});

it('a status in the address that returns do not have is ignored', async () => {
  const api = asAdmin();
  await openReturns(api, `${DASHBOARD}/returns?status=lost`);
  await returnsTable();
  expect(queriesOf(api, 'GET /api/admin/returns')).toEqual(['page=1']);
  expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('');
});

it('offers only where the return may go next', async () => {
  const { user } = await openReturns(asAdmin());
  const choices = () => optionTextsOf(screen.getByRole('combobox', { name: 'Action' }));

  await user.click(
    within(await rowOf('#aa11bb22')).getByRole('button', { name: 'Update the return for order #aa11bb22' }),
  );
  expect(await screen.findByRole('dialog', { name: 'Return for order #aa11bb22' })).toBeInTheDocument();
  expect(choices()).toEqual(['Approve', 'Reject']);
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  await user.click(screen.getByRole('button', { name: 'Update the return for order #555guest' }));
  await screen.findByRole('dialog', { name: 'Return for order #555guest' });
  expect(choices()).toEqual(['Mark received']);
});

it('approves a return with an optional note, says so and reloads the list', async () => {
  let approved = false;
  const api = asAdmin((mock) => {
    mock.on('GET /api/admin/returns', () => ({
      body: pagedFixture([approved ? { ...REQUESTED, status: 'approved' } : REQUESTED]),
    }));
    mock.on(PUT_REQUESTED, () => {
      approved = true;
      return { body: { ...REQUESTED, status: 'approved' } };
    });
  });
  const { user } = await openReturns(api);
  await user.click(within(await rowOf('#aa11bb22')).getByRole('button', { name: /Update/ }));
  const dialog = within(await screen.findByRole('dialog'));
  await user.click(dialog.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Return updated')).toBeInTheDocument();
  expect(bodiesOf(api, PUT_REQUESTED)).toEqual([{ status: 'approved', note: null }]);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(async () => expect(cells(await rowOf('#aa11bb22'))[4]).toBe('Approved'));
  expect(api.callsTo('GET /api/admin/returns')).toHaveLength(2);
});

it('rejecting needs a note for the customer', async () => {
  const api = asAdmin((mock) =>
    mock.on(PUT_REQUESTED, { body: { ...REQUESTED, status: 'rejected', note: 'Water damage' } }),
  );
  const { user } = await openReturns(api);
  await user.click(within(await rowOf('#aa11bb22')).getByRole('button', { name: /Update/ }));
  const dialog = within(await screen.findByRole('dialog'));
  await user.selectOptions(dialog.getByRole('combobox', { name: 'Action' }), 'rejected');
  await user.click(dialog.getByRole('button', { name: 'Save' }));
  expect(await dialog.findByText('Say why the return is rejected')).toBeInTheDocument();
  expect(api.callsTo(PUT_REQUESTED)).toHaveLength(0);

  await user.type(dialog.getByRole('textbox', { name: /Note to the customer/ }), ' Water damage ');
  await user.click(dialog.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Return updated')).toBeInTheDocument();
  expect(bodiesOf(api, PUT_REQUESTED)).toEqual([{ status: 'rejected', note: 'Water damage' }]);
});

it("shows the API's reason when it refuses the change, and keeps the dialog", async () => {
  const api = asAdmin((mock) =>
    mock.on(
      PUT_REQUESTED,
      apiErrorReply(409, 'INVALID_TRANSITION', 'Cannot change a return from rejected to approved'),
    ),
  );
  const { user } = await openReturns(api);
  await user.click(within(await rowOf('#aa11bb22')).getByRole('button', { name: /Update/ }));
  const dialog = within(await screen.findByRole('dialog'));
  await user.click(dialog.getByRole('button', { name: 'Save' }));
  expect(await dialog.findByText('Cannot change a return from rejected to approved')).toBeInTheDocument();
  expect(screen.getByText('Failed to update the return')).toBeInTheDocument();
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  expect(screen.queryByText('Return updated')).not.toBeInTheDocument();
});

it('says so when there are no returns', async () => {
  await openReturns(asAdmin(undefined, []));
  expect(await screen.findByText('No returns yet')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

it("toasts 'Failed to load returns' and offers to try again", async () => {
  const list = failsUntilRetried(apiErrorReply(500, 'INTERNAL', 'Something went wrong'), {
    body: pagedFixture([REQUESTED]),
  });
  const api = asAdmin((mock) => mock.on('GET /api/admin/returns', list.handler));
  const { user } = await openReturns(api);
  expect(await screen.findByText('Failed to load returns')).toBeInTheDocument();
  expect(screen.getByText('Returns could not be loaded')).toBeInTheDocument();
  await list.retry(user);
  expect((await returnsTable()).getAllByRole('row')).toHaveLength(2);
});
