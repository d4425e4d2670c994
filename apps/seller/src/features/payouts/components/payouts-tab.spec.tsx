import { apiErrorReply, pagedFixture } from '@phonehub/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { redirectTo } from '../../../shared/browser';
import { ENABLED_PAYOUT_ACCOUNT, fakeEarnings, fakeLedgerLine, fakePayout } from '../../../test/fixtures';
import { renderSeller, seller, sellerApi } from '../../../test/render-seller';

jest.mock('../../../shared/browser', () => ({ redirectTo: jest.fn() }));
beforeEach(() => jest.mocked(redirectTo).mockClear());

const LINK = { url: 'https://connect.example/onboarding/acct_1', expires_at: '2026-03-01T10:05:00.000Z' };
const SETUP_TEXT =
  'Connect a bank account with our payment provider to receive your earnings. Listing stays open meanwhile; transfers wait until payouts are enabled.';

const cellsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );

it('asks a seller without a payout account to set up payouts, and leaves for the link it is given', async () => {
  let answer: (value: { status: number; body: typeof LINK }) => void = () => undefined;
  const api = sellerApi().on(
    'POST /api/seller/payout-account/link',
    () => new Promise((resolve) => (answer = resolve)),
  );
  await renderSeller(api, '/seller?tab=payouts');
  expect(await screen.findByText(SETUP_TEXT)).toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Set up payouts' }));

  const busy = await screen.findByRole('button', { name: /Opening the payment provider/ });
  expect(busy).toBeDisabled();
  expect(busy).toHaveAttribute('aria-busy', 'true');
  answer({ status: 201, body: LINK });
  await waitFor(() => expect(redirectTo).toHaveBeenCalledWith(LINK.url));
  expect(api.callsTo('POST /api/seller/payout-account/link')).toHaveLength(1);
  expect(api.callsTo('POST /api/seller/payout-account/link')[0].body).toBeUndefined();
});

it("shows the API's reason when no link can be made, and lets the seller try again", async () => {
  const api = sellerApi().on(
    'POST /api/seller/payout-account/link',
    apiErrorReply(
      502,
      'PAYMENT_PROVIDER_UNAVAILABLE',
      'The payment provider did not answer; please try again.',
    ),
  );
  await renderSeller(api, '/seller?tab=payouts');
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Set up payouts' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The payment provider could not be opened');
  expect(alert).toHaveTextContent('The payment provider did not answer; please try again.');
  expect(screen.getByRole('button', { name: 'Set up payouts' })).toBeEnabled();
  expect(redirectTo).not.toHaveBeenCalled();
});

it('lists what the provider still needs and continues the setup', async () => {
  const api = sellerApi()
    .on('GET /api/seller/earnings', {
      body: fakeEarnings({
        payout_account: {
          state: 'requirements_due',
          requirements_due: ['external_account', 'individual.id_number'],
          updated_at: '2026-02-01T08:00:00.000Z',
        },
      }),
    })
    .on('POST /api/seller/payout-account/link', { status: 201, body: LINK });
  await renderSeller(api, '/seller?tab=payouts');
  expect(
    await screen.findByText('The payment provider still needs: external account and individual id number.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Set up payouts' })).not.toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Continue setup' }));
  await waitFor(() => expect(redirectTo).toHaveBeenCalledWith(LINK.url));
});

it('says payouts are enabled, with no setup button', async () => {
  const api = sellerApi().on('GET /api/seller/earnings', {
    body: fakeEarnings({ payout_account: ENABLED_PAYOUT_ACCOUNT }),
  });
  await renderSeller(api, '/seller?tab=payouts');
  expect(await screen.findByText('Payouts enabled')).toHaveClass('ph-badge--success');
  expect(screen.queryByRole('button', { name: /Set up payouts|Continue setup/ })).not.toBeInTheDocument();
  expect(screen.queryByText(SETUP_TEXT)).not.toBeInTheDocument();
});

it("back from the provider's page, asks again until the account reads enabled, and tidies the address", async () => {
  let asked = 0;
  const api = sellerApi().on('GET /api/seller/earnings', () => {
    asked += 1;
    return { body: fakeEarnings(asked >= 2 ? { payout_account: ENABLED_PAYOUT_ACCOUNT } : {}) };
  });
  const { location } = await renderSeller(api, '/seller?tab=payouts&onboarding=return');
  expect(await screen.findByText('Checking with the payment provider')).toBeInTheDocument();
  await waitFor(() => expect(location()).toBe('/seller?tab=payouts'));
  expect(await screen.findByText('Payouts enabled', {}, { timeout: 5_000 })).toBeInTheDocument();
  expect(screen.queryByText('Checking with the payment provider')).not.toBeInTheDocument();
  const calls = api.callsTo('GET /api/seller/earnings').length;
  await new Promise((resolve) => setTimeout(resolve, 2_500));
  expect(api.callsTo('GET /api/seller/earnings')).toHaveLength(calls);
});

it('asks for a fresh link once when the last one expired (?onboarding=refresh)', async () => {
  const api = sellerApi().on('POST /api/seller/payout-account/link', { status: 201, body: LINK });
  const { location } = await renderSeller(api, '/seller?tab=payouts&onboarding=refresh');
  await waitFor(() => expect(redirectTo).toHaveBeenCalledWith(LINK.url));
  await waitFor(() => expect(location()).toBe('/seller?tab=payouts'));
  expect(api.callsTo('POST /api/seller/payout-account/link')).toHaveLength(1);
});

it('sums up the earnings and the hold, leaving out what is owed while there is no debt', async () => {
  await renderSeller(sellerApi(), '/seller?tab=payouts');
  const summary = within(await screen.findByLabelText('Your earnings'));
  const figure = (label: string) => summary.getByText(label).nextElementSibling;
  expect(figure('Pending')).toHaveTextContent('$1,200.50');
  expect(figure('Available')).toHaveTextContent('$2,080.98');
  expect(figure('On hold (disputed)')).toHaveTextContent('$0.00');
  expect(figure('Transferred')).toHaveTextContent('$3,000.00');
  expect(figure('Reversed')).toHaveTextContent('$40.00');
  expect(summary.queryByText('Owed')).not.toBeInTheDocument();
  expect(screen.getByText('Earnings become available 30 days after delivery.')).toBeInTheDocument();
});

it('shows what the seller owes, taken from the next transfers, and what is on hold', async () => {
  const api = sellerApi().on('GET /api/seller/earnings', {
    body: fakeEarnings({ debt_cents: 12_345, held_cents: 5_000, hold_days: 45 }),
  });
  await renderSeller(api, '/seller?tab=payouts');
  const summary = within(await screen.findByLabelText('Your earnings'));
  expect(summary.getByText('Owed').nextElementSibling).toHaveTextContent('$123.45');
  expect(summary.getByText('Taken from your next transfers')).toBeInTheDocument();
  expect(summary.getByText('On hold (disputed)').nextElementSibling).toHaveTextContent('$50.00');
  expect(screen.getByText('Earnings become available 45 days after delivery.')).toBeInTheDocument();
});

it('lists the transfers with their state, the provider id, a refusal and what was reversed', async () => {
  const api = sellerApi().on('GET /api/seller/payouts', {
    body: pagedFixture([
      fakePayout({ reversed_cents: 20_000 }),
      fakePayout({
        id: 'payout-2',
        amount_cents: 42_050,
        status: 'failed',
        provider_transfer_id: null,
        failure: 'Insufficient platform balance',
        order_number: 'PH-AB12CD',
        created_at: '2025-12-01T09:00:00.000Z',
      }),
      fakePayout({
        id: 'payout-3',
        amount_cents: 1_000,
        status: 'pending',
        provider_transfer_id: null,
        order_id: null,
        order_number: null,
        reference: 'TRF-2025-099',
        created_at: '2025-11-01T09:00:00.000Z',
      }),
    ]),
  });
  await renderSeller(api, '/seller?tab=payouts');
  expect(cellsOf(await screen.findByRole('table', { name: 'Transfers' }))).toEqual([
    ['February 1, 2026', 'PH-7K2M9Q', '$1,500.00', 'Paid', 'tr_1Abc', '$200.00'],
    ['December 1, 2025', 'PH-AB12CD', '$420.50', 'FailedInsufficient platform balance', '—', '—'],
    ['November 1, 2025', 'TRF-2025-099', '$10.00', 'Pending', '—', '—'],
  ]);
});

it('pages through the transfers, keeping the page in the address', async () => {
  const api = sellerApi().on('GET /api/seller/payouts', (req) => {
    const page = Number(req.query.get('page') ?? 1);
    return {
      body: pagedFixture([fakePayout({ id: `p-${page}`, order_number: `PH-PAGE${page}` })], {
        total: 40,
        page,
      }),
    };
  });
  const { location } = await renderSeller(api, '/seller?tab=payouts');
  expect(await screen.findByText('PH-PAGE1')).toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Next page' }));
  expect(await screen.findByText('PH-PAGE2')).toBeInTheDocument();
  expect(location()).toBe('/seller?tab=payouts&page=2');
  await waitFor(() => expect(api.callsTo('GET /api/seller/payouts').at(-1)!.query.get('page')).toBe('2'));
});

it('shows the earnings ledger in words with signed amounts, starting again on its first page', async () => {
  const api = sellerApi().on('GET /api/seller/ledger', {
    body: pagedFixture([
      fakeLedgerLine({
        id: 'l3',
        kind: 'payout',
        amount_cents: -150_000,
        available_at: null,
        created_at: '2026-02-01T09:00:00.000Z',
      }),
      fakeLedgerLine({
        id: 'l2',
        kind: 'reversal',
        amount_cents: -4_000,
        available_at: null,
        created_at: '2026-01-20T09:00:00.000Z',
      }),
      fakeLedgerLine({ id: 'l1', kind: 'shipping', amount_cents: 480, available_at: null }),
      fakeLedgerLine(),
    ]),
  });
  const { location } = await renderSeller(api, '/seller?tab=payouts&page=2');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('tab', { name: 'Earnings ledger' }));
  expect(cellsOf(await screen.findByRole('table', { name: 'Earnings ledger' }))).toEqual([
    ['February 1, 2026', 'Transfer to you', 'PH-7K2M9Q', '-$1,500.00', '—'],
    ['January 20, 2026', 'Refund', 'PH-7K2M9Q', '-$40.00', '—'],
    ['January 2, 2026', 'Shipping', 'PH-7K2M9Q', '+$4.80', 'After delivery'],
    ['January 2, 2026', 'Sale', 'PH-7K2M9Q', '+$384.00', 'March 3, 2026'],
  ]);
  expect(location()).toBe('/seller?tab=payouts&view=ledger');
  expect(api.callsTo('GET /api/seller/ledger')[0].query.get('page')).toBe('1');
});

it('says when nothing has been transferred yet', async () => {
  await renderSeller(sellerApi(), '/seller?tab=payouts');
  expect(await screen.findByText('No transfers yet')).toBeInTheDocument();
});

it('asks an unverified seller to verify their address before payouts (issue 34)', async () => {
  await renderSeller(sellerApi({ ...seller, email_verified: false }), '/seller?tab=payouts');
  expect(await screen.findByText('Verify your email address to receive payouts')).toBeInTheDocument();
  expect(
    screen.getByText(/PhoneHub pays out only to sellers whose email address is verified/),
  ).toBeInTheDocument();
});

it('says nothing about verification to a verified seller', async () => {
  await renderSeller(sellerApi(), '/seller?tab=payouts');
  expect(await screen.findByText('No transfers yet')).toBeInTheDocument();
  expect(screen.queryByText('Verify your email address to receive payouts')).not.toBeInTheDocument();
});
