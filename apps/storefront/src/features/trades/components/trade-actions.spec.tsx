import { apiErrorReply, fakeTradeRequest, signedInFetchMock } from '@phonehub/api-client';
import type { TradeRequest } from '@phonehub/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/render-app';

const OFFER: Partial<TradeRequest> = {
  status: 'counteroffer',
  finalValue: 450,
  reviewedAt: '2026-01-06T10:00:00.000Z',
  counteroffer: { value: 380, reason: 'Battery health is 71 %' },
};

function openTrade(overrides: Partial<TradeRequest>) {
  const api = signedInFetchMock();
  const trade = fakeTradeRequest(overrides);
  api.on(`GET /api/trade/requests/${trade.id}`, { body: trade });
  renderApp(`/trade/${trade.id}`, { api });
  return { api, trade };
}

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
      bank_account: null,
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

it('asks a bank transfer for the account details and shows the API refusal', async () => {
  const { api, trade } = openTrade({ status: 'inspected', finalValue: 300, payoutChoosable: true });
  api.on(
    `POST /api/trade/requests/${trade.id}/payout`,
    apiErrorReply(
      400,
      'VALIDATION_FAILED',
      'Please give the account holder, a 9-digit routing number and an account number of 4-17 digits',
    ),
  );
  const user = userEvent.setup();
  const form = await screen.findByRole('form', { name: 'Choose your payout' });
  await user.click(within(form).getByLabelText(/Bank transfer: \$300\.00/));
  await user.type(within(form).getByLabelText(/Routing number/), '110000000');
  await user.type(within(form).getByLabelText(/Account number/), '12');
  await user.click(within(form).getByRole('button', { name: 'Request bank transfer' }));
  expect(await within(form).findByText(/a 9-digit routing number/)).toBeInTheDocument();
  expect(api.callsTo(`POST /api/trade/requests/${trade.id}/payout`)[0].body).toEqual({
    method: 'bank_transfer',
    account_holder: 'Ada Lovelace',
    routing_number: '110000000',
    account_number: '12',
  });
});
