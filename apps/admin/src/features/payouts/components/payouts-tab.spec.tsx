import { apiErrorReply, pagedFixture } from '@phonehub/api-client';
import { screen, within } from '@testing-library/react';
import { adminApi } from '../../../test/admin-api';
import { fakeAdminPayout } from '../../../test/fake-money';
import { DASHBOARD, openAdmin } from '../../../test/render-admin';
import { bodyCellsOf, tableNamed } from '../../../test/table';
import { optionTextsOf, queriesAfter } from '../../../test/list-requests';

const SELLERS = 'GET /api/admin/payouts/sellers';
const TRADES = 'GET /api/admin/payouts/trades';
const TOTALS = {
  awaiting_count: 1,
  awaiting: 300,
  transfers_paid: 1250,
  credit_granted: 418,
  paid_by_month: [{ month: '2026-10', amount: 1668 }],
};

const asAdmin = () =>
  adminApi({
    [SELLERS]: {
      body: pagedFixture([
        fakeAdminPayout({ reversed_cents: 10_000 }),
        fakeAdminPayout({
          id: 'tp-2',
          payee_name: 'Bulk Mobiles',
          payee_email: 'grace@example.com',
          amount_cents: 12_000,
          status: 'failed',
          provider_transfer_id: null,
          for_reference: 'PH-AB12CD',
          failure: "The seller's account cannot receive transfers",
          created_at: '2026-02-27T10:00:00.000Z',
        }),
      ]),
    },
    [TRADES]: {
      body: pagedFixture([
        fakeAdminPayout({
          id: 'tp-3',
          kind: 'trade',
          payee_id: 'trade-1',
          payee_name: 'Ada Lovelace',
          payee_email: 'ada@example.com',
          amount_cents: 30_000,
          status: 'pending',
          provider_transfer_id: null,
          for_reference: 'TR-7K2M9QXPD',
        }),
      ]),
    },
    'GET /api/admin/trades/payout-totals': { body: TOTALS },
  });

it("lists the sellers' transfers with payee, what they pay for, state, provider id and failure, filtered by status", async () => {
  const api = asAdmin();
  const { user, location } = openAdmin(`${DASHBOARD}/payouts`, api);
  expect(await bodyCellsOf(tableNamed('Seller transfers'))).toEqual([
    [
      'Fix-It Phonessales@fixit.example.com',
      'PH-7K2M9Q',
      '$388.80$100.00 reversed',
      'Paid',
      'tr_1SellerA',
      'Mar 1, 2026',
      '—',
    ],
    [
      'Bulk Mobilesgrace@example.com',
      'PH-AB12CD',
      '$120.00',
      'Failed',
      '—',
      'Feb 27, 2026',
      "The seller's account cannot receive transfers",
    ],
  ]);
  expect(screen.getByRole('tab', { name: 'Payouts' })).toHaveAttribute('aria-selected', 'true');
  const payees = within(screen.getByRole('tablist', { name: 'Payees' }));
  expect(payees.getByRole('tab', { name: 'Sellers' })).toHaveAttribute('aria-selected', 'true');
  // Transfers go by themselves: nothing is marked paid by hand.
  expect(screen.queryByRole('button', { name: /Mark paid|Pay out/ })).not.toBeInTheDocument();

  const status = screen.getByRole('combobox', { name: 'Status' });
  expect(optionTextsOf(status)).toEqual(['All Status', 'Pending', 'Paid', 'Failed']);
  await user.selectOptions(status, 'Failed');
  expect(await queriesAfter(api, SELLERS, 2)).toEqual(['page=1', 'page=1&status=failed']);
  expect(location()).toBe(`${DASHBOARD}/payouts?status=failed`);
  expect(api.callsTo(TRADES)).toHaveLength(0);
});

it("shows the trade-ins' bank payouts with the totals, starting their list afresh", async () => {
  const api = asAdmin();
  const { user, location } = openAdmin(`${DASHBOARD}/payouts?status=failed&page=2`, api);
  const payees = within(await screen.findByRole('tablist', { name: 'Payees' }));
  await user.click(payees.getByRole('tab', { name: 'Trade-ins' }));

  const totals = within(await screen.findByRole('region', { name: 'Trade-in payout totals' }));
  expect(await totals.findByText('1 · $300.00')).toBeInTheDocument();
  expect(totals.getByText('$1,250.00')).toBeInTheDocument();
  expect(totals.getByText('$418.00')).toBeInTheDocument();
  const months = within(screen.getByRole('table', { name: 'Trade-in value paid per month' }));
  expect(months.getByRole('row', { name: '2026-10 $1,668.00' })).toBeInTheDocument();

  expect(await bodyCellsOf(tableNamed('Trade-in payouts'))).toEqual([
    ['Ada Lovelaceada@example.com', 'TR-7K2M9QXPD', '$300.00', 'Pending', '—', 'Mar 1, 2026', '—'],
  ]);
  expect(location()).toBe(`${DASHBOARD}/payouts?payee=trades`);
  expect(api.callsTo(TRADES)[0].query.toString()).toBe('page=1');
});

it("toasts 'Failed to load seller transfers' and offers to try again", async () => {
  const api = adminApi({ [SELLERS]: apiErrorReply(500, 'INTERNAL', 'Something went wrong') });
  openAdmin(`${DASHBOARD}/payouts`, api);
  expect(await screen.findByText('Failed to load seller transfers')).toBeInTheDocument();
  expect(screen.getByText('Seller transfers could not be loaded')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
});
