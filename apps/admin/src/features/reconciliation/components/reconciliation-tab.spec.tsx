import { apiErrorReply } from '@phonehub/api-client';
import type { ReconciliationRun } from '@phonehub/contracts';
import { screen } from '@testing-library/react';
import { adminApi } from '../../../test/admin-api';
import { fakeReconciliationRun } from '../../../test/fake-money';
import { DASHBOARD, openAdmin } from '../../../test/render-admin';
import { bodyCellsOf, tableNamed, statValue } from '../../../test/table';

const LATEST = 'GET /api/admin/reconciliation';
const RUN = 'POST /api/admin/reconciliation/run';
const TAMPERED = fakeReconciliationRun({
  id: 'rc-2',
  finished_at: '2026-03-07T15:30:00.000Z',
  checked: 43,
  mismatches: [
    {
      source: 'transfer',
      reference: 'tr_1SellerA',
      ours_cents: -38_880,
      provider_cents: -1_000,
      note: 'The amounts differ',
    },
    {
      source: 'refund',
      reference: 're_1Missing',
      ours_cents: null,
      provider_cents: -2_500,
      note: 'Only the provider has it',
    },
  ],
});

it("shows the latest run's window and count, and says when the ledgers match", async () => {
  openAdmin(
    `${DASHBOARD}/reconciliation`,
    adminApi({ [LATEST]: { body: { run: fakeReconciliationRun() } } }),
  );
  expect(
    await screen.findByText("No mismatches: our ledgers match the provider's balance transactions."),
  ).toBeInTheDocument();
  expect(statValue('Provider transactions checked')).toBe('42');
  expect(statValue('Mismatches')).toBe('0');
  expect(statValue('Window')).toMatch(/^March [56], 2026, .+ to March [56], 2026, .+$/);
  expect(statValue('Ran')).toMatch(/^March [56], 2026, /);
  expect(screen.getByRole('tab', { name: 'Reconciliation' })).toHaveAttribute('aria-selected', 'true');
});

it('runs a reconciliation now and lists every mismatch with both figures', async () => {
  let latest: ReconciliationRun | null = null;
  const api = adminApi({
    [LATEST]: () => ({ body: { run: latest } }),
    [RUN]: () => {
      latest = TAMPERED;
      return { status: 201, body: TAMPERED };
    },
  });
  const { user } = openAdmin(`${DASHBOARD}/reconciliation`, api);
  expect(await screen.findByText('No reconciliation has run yet')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Run reconciliation now' }));
  expect(await screen.findByText('Reconciliation done: 2 mismatches')).toBeInTheDocument();
  expect(await bodyCellsOf(tableNamed('Mismatches'))).toEqual([
    ['Transfer', 'tr_1SellerA', '-$388.80', '-$10.00', 'The amounts differ'],
    ['Refund', 're_1Missing', 'No record', '-$25.00', 'Only the provider has it'],
  ]);
  expect(statValue('Provider transactions checked')).toBe('43');
  expect(api.callsTo(RUN)).toHaveLength(1);
});

it('says why a run failed and keeps the last report', async () => {
  const api = adminApi({
    [LATEST]: { body: { run: fakeReconciliationRun() } },
    [RUN]: apiErrorReply(502, 'PAYMENT_PROVIDER_UNAVAILABLE', 'The payment provider did not answer'),
  });
  const { user } = openAdmin(`${DASHBOARD}/reconciliation`, api);
  await user.click(await screen.findByRole('button', { name: 'Run reconciliation now' }));
  expect(await screen.findByText('The payment provider did not answer')).toBeInTheDocument();
  expect(screen.getByText('Failed to run the reconciliation')).toBeInTheDocument();
  expect(
    screen.getByText("No mismatches: our ledgers match the provider's balance transactions."),
  ).toBeInTheDocument();
});
