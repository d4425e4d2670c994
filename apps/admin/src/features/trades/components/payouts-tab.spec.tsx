import { fakeTradeRequest, pagedFixture } from '@phonehub/api-client';
import { screen, within } from '@testing-library/react';
import { adminApi } from '../../../test/admin-api';
import { PENDING_BANK_PAYOUT } from '../../../test/fake-trades';
import { DASHBOARD, openAdmin } from '../../../test/render-admin';

const TRANSFER = fakeTradeRequest({
  id: '9f8e7d6c-0000-4000-8000-0000000000f1',
  tracking_code: 'TR-PAYOUT0001',
  brand: 'Google',
  model: 'Pixel 7',
  status: 'inspected',
  finalValue: 300,
  payout: PENDING_BANK_PAYOUT,
});

it('lists transfers awaiting payment with the totals, and marks one paid with its reference', async () => {
  const api = adminApi({
    'GET /api/admin/trades': { body: pagedFixture([TRANSFER]) },
    'GET /api/admin/trades/payout-totals': {
      body: {
        awaiting_count: 1,
        awaiting: 300,
        transfers_paid: 1250,
        credit_granted: 418,
        paid_by_month: [{ month: '2026-10', amount: 1668 }],
      },
    },
    [`PUT /api/admin/trades/${TRANSFER.id}`]: { body: { ...TRANSFER, status: 'completed' } },
  });
  const { user } = openAdmin(`${DASHBOARD}/payouts`, api);

  const totals = within(await screen.findByRole('region', { name: 'Payout totals' }));
  expect(await totals.findByText('1 · $300.00')).toBeInTheDocument();
  expect(totals.getByText('$1,250.00')).toBeInTheDocument();
  expect(totals.getByText('$418.00')).toBeInTheDocument();

  const months = within(screen.getByRole('table', { name: 'Trade-in value paid per month' }));
  expect(months.getByRole('row', { name: '2026-10 $1,668.00' })).toBeInTheDocument();

  const table = within(await screen.findByRole('table', { name: 'Payouts' }));
  expect(table.getByText('Bank transfer •••• 6789')).toBeInTheDocument();
  expect(api.callsTo('GET /api/admin/trades')[0].query.get('payout_status')).toBe('pending');
  await user.click(table.getByRole('button', { name: 'Mark paid' }));

  const dialog = within(await screen.findByRole('dialog', { name: 'Trade Details' }));
  expect(dialog.getByRole('combobox', { name: 'Status' })).toHaveValue('completed');
  await user.type(dialog.getByRole('textbox', { name: /Transfer reference/ }), 'ACH-99');
  await user.click(dialog.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Payout marked paid')).toBeInTheDocument();
  expect(api.callsTo(`PUT /api/admin/trades/${TRANSFER.id}`)[0].body).toEqual({
    status: 'completed',
    payout_reference: 'ACH-99',
  });
});
