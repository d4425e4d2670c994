import { apiErrorReply, createFetchMock, fakeTrackedTrade, fakeTradeRequest } from '@phonehub/api-client';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { redirectTo } from '../../../lib/browser';
import { renderApp } from '../../../test/render-app';

jest.mock('../../../lib/browser', () => ({ redirectTo: jest.fn() }));
beforeEach(() => jest.mocked(redirectTo).mockClear());

const CODE = 'TR-7K2M9Q4XPD';

async function track(
  trade: ReturnType<typeof fakeTrackedTrade>,
  after?: ReturnType<typeof fakeTrackedTrade>,
) {
  const api = createFetchMock();
  let calls = 0;
  api.on(`GET /api/trade/track/${CODE}`, () => ({ body: calls++ === 0 || !after ? trade : after }));
  renderApp(`/track?id=${CODE}`, { api });
  await screen.findByLabelText('Trade details');
  return { api, user: userEvent.setup() };
}

it('a guest accepts a counteroffer with the trade email, and tracking shows the new state', async () => {
  const { api, user } = await track(
    fakeTrackedTrade({ status: 'counteroffer', counterofferValue: 380 }),
    fakeTrackedTrade({ status: 'accepted', finalValue: 380, payoutChoosable: true }),
  );
  api.on('POST /api/trade/requests/TR-7K2M9Q4XPD/accept-offer', {
    body: fakeTradeRequest({ status: 'accepted' }),
  });
  const form = within(screen.getByRole('form', { name: 'Your answer' }));
  expect(form.getByTestId('track-counteroffer-value')).toHaveTextContent('$380.00');
  expect(form.getByRole('button', { name: 'Accept offer' })).toBeDisabled();
  await user.type(form.getByLabelText(/Your email/), 'ada@example.com');
  await user.click(form.getByRole('button', { name: 'Accept offer' }));

  expect(await screen.findByText(/Store credit: \$418\.00/)).toBeInTheDocument();
  expect(api.callsTo('POST /api/trade/requests/TR-7K2M9Q4XPD/accept-offer')[0].body).toEqual({
    tracking_code: CODE,
    email: 'ada@example.com',
  });
});

it("shows the API's refusal, e.g. a payout chosen already", async () => {
  const { api, user } = await track(
    fakeTrackedTrade({ status: 'inspected', finalValue: 300, payoutChoosable: true }),
  );
  api.on(
    'POST /api/trade/requests/TR-7K2M9Q4XPD/payout',
    apiErrorReply(409, 'CONFLICT', 'A payout has already been chosen for this trade'),
  );
  const form = within(screen.getByRole('form', { name: 'Your answer' }));
  await user.type(form.getByLabelText(/Your email/), 'ada@example.com');
  await user.click(form.getByRole('button', { name: 'Choose this payout' }));
  expect(await form.findByText(/A payout has already been chosen/)).toBeInTheDocument();
  expect(api.callsTo('POST /api/trade/requests/TR-7K2M9Q4XPD/payout')[0].body).toEqual({
    tracking_code: CODE,
    email: 'ada@example.com',
    method: 'store_credit',
  });
});

it('store credit held for the address: says a claim link was emailed to it (issue 34)', async () => {
  const { api, user } = await track(
    fakeTrackedTrade({ status: 'inspected', finalValue: 300, payoutChoosable: true }),
    fakeTrackedTrade({ status: 'inspected', finalValue: 300, creditClaimPending: true }),
  );
  api.on('POST /api/trade/requests/TR-7K2M9Q4XPD/payout', {
    body: fakeTradeRequest({
      status: 'inspected',
      payout: {
        method: 'store_credit',
        status: 'pending',
        amount: 330,
        reference: null,
        paid_at: null,
        payout_account: null,
        failure: null,
      },
    }),
  });
  const form = within(screen.getByRole('form', { name: 'Your answer' }));
  await user.type(form.getByLabelText(/Your email/), 'ada@example.com');
  await user.click(form.getByRole('button', { name: 'Choose this payout' }));
  expect(
    await screen.findByText("We've emailed a link to ada@example.com to claim your store credit."),
  ).toBeInTheDocument();
  expect(await screen.findByText('Your store credit is waiting to be claimed')).toBeInTheDocument();
});

it('offers nothing to answer for a trade with no offer and no payout to choose', async () => {
  await track(fakeTrackedTrade({ status: 'approved' }));
  expect(screen.queryByRole('form', { name: 'Your answer' })).not.toBeInTheDocument();
});

const bankPayout = (
  overrides: Partial<NonNullable<ReturnType<typeof fakeTrackedTrade>['bank_payout']>> = {},
) => ({
  status: 'pending' as const,
  amount: 300,
  account_state: 'not_started' as const,
  transfer_id: null,
  failed: false,
  ...overrides,
});

it('a guest chooses a bank transfer with no bank details, then sets up payouts with the trade email', async () => {
  const { api, user } = await track(
    fakeTrackedTrade({ status: 'inspected', finalValue: 300, payoutChoosable: true }),
    fakeTrackedTrade({ status: 'inspected', finalValue: 300, bank_payout: bankPayout() }),
  );
  api.on('POST /api/trade/requests/TR-7K2M9Q4XPD/payout', {
    body: fakeTradeRequest({ status: 'inspected' }),
  });
  api.on('POST /api/trade/requests/TR-7K2M9Q4XPD/payout-account/link', {
    body: { url: 'https://connect.example/onboarding/al_2', expires_at: '2026-01-07T10:05:00.000Z' },
  });
  const form = within(screen.getByRole('form', { name: 'Your answer' }));
  await user.type(form.getByLabelText(/Your email/), 'ada@example.com');
  await user.click(form.getByLabelText(/Bank transfer: \$300\.00/));
  expect(form.queryByLabelText(/Routing number|Account number|Account holder/)).not.toBeInTheDocument();
  await user.click(form.getByRole('button', { name: 'Choose this payout' }));
  expect(api.callsTo('POST /api/trade/requests/TR-7K2M9Q4XPD/payout')[0].body).toEqual({
    tracking_code: CODE,
    email: 'ada@example.com',
    method: 'bank_transfer',
  });

  expect(await screen.findByTestId('track-payout')).toHaveTextContent(
    'To receive your bank transfer of $300.00, set up payouts with our payment provider.',
  );
  const setup = within(screen.getByRole('form', { name: 'Set up payouts' }));
  await user.type(setup.getByLabelText(/Your email/), 'ada@example.com');
  await user.click(setup.getByRole('button', { name: 'Set up payouts' }));
  expect(api.callsTo('POST /api/trade/requests/TR-7K2M9Q4XPD/payout-account/link')[0].body).toEqual({
    tracking_code: CODE,
    email: 'ada@example.com',
  });
  expect(redirectTo).toHaveBeenCalledWith('https://connect.example/onboarding/al_2');
});

it('tracking shows a bank payout on its way (with a refused attempt) and, once paid, its transfer id', async () => {
  await track(
    fakeTrackedTrade({
      status: 'inspected',
      finalValue: 300,
      bank_payout: bankPayout({ account_state: 'enabled', failed: true }),
    }),
  );
  expect(screen.getByTestId('track-payout')).toHaveTextContent(
    'Payouts enabled: your transfer of $300.00 is on its way',
  );
  expect(screen.getByText('The last transfer attempt did not go through')).toBeInTheDocument();
  expect(screen.queryByRole('form', { name: 'Set up payouts' })).not.toBeInTheDocument();
});

it('a paid bank payout reads as paid with its transfer id', async () => {
  await track(
    fakeTrackedTrade({
      status: 'completed',
      finalValue: 300,
      bank_payout: bankPayout({ status: 'paid', account_state: 'enabled', transfer_id: 'tr_9Zy' }),
    }),
  );
  expect(screen.getByTestId('track-payout')).toHaveTextContent(
    'Paid: bank transfer of $300.00 sent (transfer tr_9Zy)',
  );
});
