import { apiErrorReply, pagedFixture, type FetchMock } from '@phonehub/api-client';
import type { AdminSeller } from '@phonehub/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeAdminSeller } from '../../../test/fake-sellers';
import { adminApi } from '../../../test/admin-api';
import { DASHBOARD, openAdmin } from '../../../test/render-admin';
import { cellsOf, tableNamed } from '../../../test/table';
import { bodiesOf, optionTextsOf, queriesAfter, searchFor } from '../../../test/list-requests';

const ACTIVE = fakeAdminSeller();
const SUSPENDED = fakeAdminSeller({
  id: 's0000000-0000-4000-8000-000000000002',
  first_name: 'Grace',
  last_name: 'Hopper',
  email: 'grace@example.com',
  company_name: 'Bulk Mobiles',
  contact_name: 'Grace Hopper',
  is_suspended: true,
  created_at: '2026-01-05T10:00:00.000Z',
  products: 0,
  available_balance_cents: 0,
  pending_balance_cents: 0,
});
const SUSPEND_ACTIVE = `PUT /api/admin/sellers/${ACTIVE.id}/suspend`;
const SETTINGS = '/api/admin/settings/marketplace';

const asAdmin = (setup?: (api: FetchMock) => void, sellers: AdminSeller[] = [ACTIVE, SUSPENDED]) =>
  adminApi(
    {
      'GET /api/admin/sellers': { body: pagedFixture(sellers) },
      [`GET ${SETTINGS}`]: { body: { platform_fee_percent: 4 } },
    },
    setup,
  );

const openSellers = (api: FetchMock) => openAdmin(`${DASHBOARD}/sellers`, api);

const table = () => tableNamed('Sellers');
const cells = cellsOf;
const sellerRow = async (company: string) => (await table()).getByText(company).closest('tr') as HTMLElement;

it('lists sellers with name, email, company, contact, products, balances, status and joined date', async () => {
  const api = asAdmin();
  const { user, location } = await openSellers(api);
  const rows = (await table()).getAllByRole('row').slice(1);
  expect(rows.map(cells)).toEqual([
    [
      'Ada Lovelaceada@example.com',
      'Fix-It Phones',
      'Ada Lovelace',
      '3',
      '$1,234.56',
      '$96.00',
      'Active',
      'Feb 21, 2026',
      'Suspend',
    ],
    [
      'Grace Hoppergrace@example.com',
      'Bulk Mobiles',
      'Grace Hopper',
      '0',
      '$0.00',
      '$0.00',
      'Suspended',
      'Jan 5, 2026',
      'Unsuspend',
    ],
  ]);
  expect(screen.getByRole('tab', { name: 'Sellers' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByText('2 sellers, newest first.')).toBeInTheDocument();
  // Sellers are paid by transfer once their payouts are enabled (issue 35): no manual payout here.
  expect(screen.queryByRole('button', { name: /Pay out/ })).not.toBeInTheDocument();

  const status = screen.getByRole('combobox', { name: 'Status' });
  expect(optionTextsOf(status)).toEqual(['All Status', 'Active', 'Suspended']);
  await user.selectOptions(status, 'Suspended');
  await searchFor(user, 'Search sellers', 'bulk');
  expect(await queriesAfter(api, 'GET /api/admin/sellers', 3)).toEqual([
    'page=1',
    'page=1&suspended=true',
    'page=1&search=bulk&suspended=true',
  ]);
  expect(location()).toBe(`${DASHBOARD}/sellers?suspended=true&search=bulk`);
});

it('suspends a seller after asking, says so and reloads the list', async () => {
  let suspended = false;
  const api = asAdmin((mock) => {
    mock.on('GET /api/admin/sellers', () => ({
      body: pagedFixture([{ ...ACTIVE, is_suspended: suspended }]),
    }));
    mock.on(SUSPEND_ACTIVE, (req) => {
      suspended = (req.body as { is_suspended: boolean }).is_suspended;
      return { body: { ...ACTIVE, is_suspended: suspended } };
    });
  });
  const { user } = await openSellers(api);
  await user.click(
    within(await sellerRow('Fix-It Phones')).getByRole('button', { name: 'Suspend Fix-It Phones' }),
  );
  const dialog = within(await screen.findByRole('dialog', { name: 'Suspend Fix-It Phones?' }));
  expect(api.callsTo(SUSPEND_ACTIVE)).toHaveLength(0);
  await user.click(dialog.getByRole('button', { name: 'Suspend' }));
  expect(await screen.findByText('Seller suspended successfully')).toBeInTheDocument();
  expect(bodiesOf(api, SUSPEND_ACTIVE)).toEqual([{ is_suspended: true }]);
  await waitFor(async () => expect(cells(await sellerRow('Fix-It Phones'))[6]).toBe('Suspended'));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('unsuspends a suspended seller', async () => {
  const put = `PUT /api/admin/sellers/${SUSPENDED.id}/suspend`;
  const api = asAdmin((mock) => mock.on(put, { body: { ...SUSPENDED, is_suspended: false } }));
  const { user } = await openSellers(api);
  await user.click(
    within(await sellerRow('Bulk Mobiles')).getByRole('button', { name: 'Unsuspend Bulk Mobiles' }),
  );
  await user.click(
    within(await screen.findByRole('dialog', { name: 'Unsuspend Bulk Mobiles?' })).getByRole('button', {
      name: 'Unsuspend',
    }),
  );
  expect(await screen.findByText('Seller unsuspended successfully')).toBeInTheDocument();
  expect(bodiesOf(api, put)).toEqual([{ is_suspended: false }]);
});

it("says 'Failed to update seller status' and keeps the dialog when the change fails", async () => {
  const api = asAdmin((mock) => mock.on(SUSPEND_ACTIVE, apiErrorReply(404, 'NOT_FOUND', 'Seller not found')));
  const { user } = await openSellers(api);
  await user.click(
    within(await sellerRow('Fix-It Phones')).getByRole('button', { name: 'Suspend Fix-It Phones' }),
  );
  const dialog = within(await screen.findByRole('dialog'));
  await user.click(dialog.getByRole('button', { name: 'Suspend' }));
  expect(await dialog.findByText('Seller not found')).toBeInTheDocument();
  expect(screen.getByText('Failed to update seller status')).toBeInTheDocument();
});

describe('marketplace fee', () => {
  const feeField = () => screen.getByRole('spinbutton', { name: /Platform fee/ });

  it('shows the fee in force and says it applies to orders placed from now on', async () => {
    await openSellers(asAdmin());
    await waitFor(() => expect(feeField()).toHaveValue(4));
    expect(
      screen.getByText('PhoneHub keeps 4% of each seller sale; the seller gets the rest.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Applies to orders placed from now on/)).toBeInTheDocument();
  });

  it.each(['', '-1', '30.5', '4.125', 'abc'])('refuses %p without calling the API', async (typed) => {
    const api = asAdmin();
    const { user } = await openSellers(api);
    await waitFor(() => expect(feeField()).toHaveValue(4));
    await user.clear(feeField());
    if (typed) await user.type(feeField(), typed);
    await user.click(screen.getByRole('button', { name: 'Save fee' }));
    expect(
      await screen.findByText('The platform fee must be a percentage from 0 to 30 with at most 2 decimals'),
    ).toBeInTheDocument();
    expect(api.callsTo(`PUT ${SETTINGS}`)).toHaveLength(0);
  });

  it('saves a new fee, says so and shows it', async () => {
    let fee = 4;
    const api = asAdmin((mock) => {
      mock.on(`GET ${SETTINGS}`, () => ({ body: { platform_fee_percent: fee } }));
      mock.on(`PUT ${SETTINGS}`, (req) => {
        fee = (req.body as { platform_fee_percent: number }).platform_fee_percent;
        return { body: { platform_fee_percent: fee } };
      });
    });
    const { user } = await openSellers(api);
    await waitFor(() => expect(feeField()).toHaveValue(4));
    await user.clear(feeField());
    await user.type(feeField(), '5.25');
    await user.click(screen.getByRole('button', { name: 'Save fee' }));
    expect(await screen.findByText('Platform fee set to 5.25%')).toBeInTheDocument();
    expect(bodiesOf(api, `PUT ${SETTINGS}`)).toEqual([{ platform_fee_percent: 5.25 }]);
    expect(
      await screen.findByText('PhoneHub keeps 5.25% of each seller sale; the seller gets the rest.'),
    ).toBeInTheDocument();
  });

  it("shows the API's reason when it refuses the fee", async () => {
    const api = asAdmin((mock) =>
      mock.on(
        `PUT ${SETTINGS}`,
        apiErrorReply(400, 'VALIDATION_ERROR', 'The platform fee is locked during the sale'),
      ),
    );
    const { user } = await openSellers(api);
    await waitFor(() => expect(feeField()).toHaveValue(4));
    await user.click(screen.getByRole('button', { name: 'Save fee' }));
    expect(await screen.findByText('The platform fee is locked during the sale')).toBeInTheDocument();
    expect(screen.getByText('Failed to save the platform fee. Please try again.')).toBeInTheDocument();
  });
});

it('says so when there are no sellers', async () => {
  await openSellers(asAdmin(undefined, []));
  expect(await screen.findByText('No sellers yet')).toBeInTheDocument();
  expect(screen.getByText('Approved partner applications make sellers.')).toBeInTheDocument();
});

it("toasts 'Failed to load sellers'", async () => {
  const api = asAdmin((mock) =>
    mock.on('GET /api/admin/sellers', apiErrorReply(500, 'INTERNAL', 'Something went wrong')),
  );
  await openSellers(api);
  expect(await screen.findByText('Failed to load sellers')).toBeInTheDocument();
  expect(screen.getByText('Sellers could not be loaded')).toBeInTheDocument();
});
