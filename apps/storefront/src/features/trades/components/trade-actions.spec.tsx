import { apiErrorReply, fakeTradeRequest, signedInFetchMock } from '@phonehub/api-client';
import type { TradeRequest } from '@phonehub/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { redirectTo } from '../../../lib/browser';
import { renderApp } from '../../../test/render-app';

jest.mock('../../../lib/browser', () => ({ redirectTo: jest.fn() }));
beforeEach(() => jest.mocked(redirectTo).mockClear());

const OFFER: Partial<TradeRequest> = {
  status: 'counteroffer',
  finalValue: 450,
  reviewedAt: '2026-01-06T10:00:00.000Z',
  counteroffer: { value: 380, reason: 'Battery health is 71 %' },
};

function openTrade(overrides: Partial<TradeRequest>, query = '') {
  const api = signedInFetchMock();
  const trade = fakeTradeRequest(overrides);
  api.on(`GET /api/trade/requests/${trade.id}`, { body: trade });
  const view = renderApp(`/trade/${trade.id}${query}`, { api });
  return { api, trade, view };
}

type BankPayout = NonNullable<TradeRequest['payout']>;
const account = (state: 'not_started' | 'requirements_due' | 'enabled') => ({
  state,
  requirements_due: state === 'requirements_due' ? ['external_account'] : [],
  updated_at: state === 'not_started' ? null : '2026-01-07T10:00:00.000Z',
});
/** An inspected trade valued $300 whose bank payout is in `payout`'s state. */
const bankTrade = (payout: Partial<BankPayout> = {}): Partial<TradeRequest> => ({
  status: payout.status === 'paid' ? 'completed' : 'inspected',
  finalValue: 300,
  payout: {
    method: 'bank_transfer',
    status: 'pending',
    amount: 300,
    reference: null,
    paid_at: null,
    payout_account: account('not_started'),
    failure: null,
    ...payout,
  },
});

it('accepts a counteroffer, then takes store credit of the value + 10 %', async () => {
  const { api, trade } = openTrade(OFFER);
  const accepted = fakeTradeRequest({ ...OFFER, status: 'accepted', finalValue: 380, payoutChoosable: true });
  api.on(`POST /api/trade/requests/${trade.id}/accept-offer`, { body: accepted });
  const completed = fakeTradeRequest({
    ...accepted,
    status: 'completed',
    payoutChoosable: false,
    payout: {
      method: 'store_credit',
      status: 'paid',
      amount: 418,
      reference: null,
      paid_at: '2026-01-07T10:00:00.000Z',
      payout_account: null,
      failure: null,
    },
  });
  api.on(`POST /api/trade/requests/${trade.id}/payout`, { body: completed });
  const user = userEvent.setup();

  expect(await screen.findByTestId('trade-counteroffer-value')).toHaveTextContent('$380.00');
  expect(screen.getByText('Battery health is 71 %')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Accept offer' }));

  const form = await screen.findByRole('form', { name: 'Choose your payout' });
  expect(screen.queryByTestId('trade-counteroffer-value')).not.toBeInTheDocument();
  expect(within(form).getByLabelText(/Store credit: \$418\.00 \(\+10 %\)/)).toBeChecked();
  await user.click(within(form).getByRole('button', { name: 'Take store credit' }));

  expect(await screen.findByTestId('trade-payout')).toHaveTextContent(
    'Store credit of $418.00 added to your account',
  );
  expect(api.callsTo(`POST /api/trade/requests/${trade.id}/payout`)[0].body).toEqual({
    method: 'store_credit',
  });
  expect(screen.queryByRole('form', { name: 'Choose your payout' })).not.toBeInTheDocument();
});

it('declines a counteroffer after asking once more', async () => {
  const { api, trade } = openTrade(OFFER);
  api.on(`POST /api/trade/requests/${trade.id}/decline-offer`, {
    body: fakeTradeRequest({ ...OFFER, status: 'returned' }),
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Decline offer' }));
  const dialog = await screen.findByRole('dialog', { name: 'Decline this offer?' });
  await user.click(within(dialog).getByRole('button', { name: 'Decline offer' }));
  expect(await screen.findByText('RETURNED')).toBeInTheDocument();
  expect(api.callsTo(`POST /api/trade/requests/${trade.id}/decline-offer`)).toHaveLength(1);
});

it('chooses a bank transfer without any bank details, then sets up payouts on the provider page', async () => {
  const { api, trade } = openTrade({ status: 'inspected', finalValue: 300, payoutChoosable: true });
  api.on(`POST /api/trade/requests/${trade.id}/payout`, { body: fakeTradeRequest(bankTrade()) });
  api.on(`POST /api/trade/requests/${trade.id}/payout-account/link`, {
    body: { url: 'https://connect.example/onboarding/al_1', expires_at: '2026-01-07T10:05:00.000Z' },
  });
  const user = userEvent.setup();
  const form = await screen.findByRole('form', { name: 'Choose your payout' });
  await user.click(within(form).getByLabelText(/Bank transfer: \$300\.00/));
  expect(
    within(form).queryByLabelText(/Routing number|Account number|Account holder/),
  ).not.toBeInTheDocument();
  expect(within(form).getByText(/asks for your bank details on its own secure page/)).toBeInTheDocument();
  await user.click(within(form).getByRole('button', { name: 'Request bank transfer' }));
  expect(api.callsTo(`POST /api/trade/requests/${trade.id}/payout`)[0].body).toEqual({
    method: 'bank_transfer',
  });

  expect(await screen.findByTestId('trade-payout')).toHaveTextContent(
    'To receive your bank transfer of $300.00, set up payouts with our payment provider.',
  );
  await user.click(screen.getByRole('button', { name: 'Set up payouts' }));
  expect(api.callsTo(`POST /api/trade/requests/${trade.id}/payout-account/link`)).toHaveLength(1);
  expect(redirectTo).toHaveBeenCalledWith('https://connect.example/onboarding/al_1');
});

it("says when the provider could not start the set-up, in the API's words", async () => {
  const { api, trade } = openTrade(bankTrade({ payout_account: account('requirements_due') }));
  api.on(
    `POST /api/trade/requests/${trade.id}/payout-account/link`,
    apiErrorReply(502, 'INTERNAL', 'The payment provider could not be reached to set up payouts.'),
  );
  const user = userEvent.setup();
  expect(await screen.findByTestId('trade-payout')).toHaveTextContent(
    'Your payout set-up is not finished yet',
  );
  await user.click(screen.getByRole('button', { name: 'Set up payouts' }));
  expect(await screen.findByText(/could not be reached to set up payouts/)).toBeInTheDocument();
  expect(redirectTo).not.toHaveBeenCalled();
});

it("shows an enabled account's transfer on its way with the last refusal, then the transfer once paid", async () => {
  openTrade(
    bankTrade({
      payout_account: account('enabled'),
      failure: 'Your destination account needs transfers enabled.',
    }),
  );
  expect(await screen.findByTestId('trade-payout')).toHaveTextContent(
    'Payouts enabled: your transfer of $300.00 is on its way',
  );
  expect(
    screen.getByText(/Your destination account needs transfers enabled\. We try again automatically\./),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Set up payouts' })).not.toBeInTheDocument();
});

it('shows a paid bank payout with its transfer id', async () => {
  openTrade(
    bankTrade({
      status: 'paid',
      reference: 'tr_1AbC',
      paid_at: '2026-01-08T10:00:00.000Z',
      payout_account: account('enabled'),
    }),
  );
  expect(await screen.findByTestId('trade-payout')).toHaveTextContent(
    'Paid: bank transfer of $300.00 sent (transfer tr_1AbC)',
  );
});

it('back from the provider with ?payouts=return, asks again until payouts are enabled', async () => {
  const api = signedInFetchMock();
  const waiting = fakeTradeRequest(bankTrade({ payout_account: account('requirements_due') }));
  const enabled = fakeTradeRequest(bankTrade({ payout_account: account('enabled') }));
  let reads = 0;
  api.on(`GET /api/trade/requests/${waiting.id}`, () => ({ body: reads++ === 0 ? waiting : enabled }));
  const view = renderApp(`/trade/${waiting.id}?payouts=return`, { api });
  expect(
    await screen.findByText('Checking your payout set-up with our payment provider…'),
  ).toBeInTheDocument();
  expect(view.location()).toBe(`/trade/${waiting.id}`);
  expect(
    await screen.findByText('Payouts enabled: your transfer of $300.00 is on its way', {}, { timeout: 5000 }),
  ).toBeInTheDocument();
  expect(reads).toBe(2);
});

it('says an expired set-up page must be started again (?payouts=refresh)', async () => {
  openTrade(bankTrade({ payout_account: account('requirements_due') }), '?payouts=refresh');
  expect(await screen.findByText(/The set-up page had expired before it was finished/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Set up payouts' })).toBeInTheDocument();
});
