import {
  getAdminDispute,
  getAdminDisputes,
  getAdminSellerPayouts,
  getAdminTradePayouts,
  getLatestReconciliation,
  runReconciliation,
  submitDisputeEvidence,
} from './admin-money';
import { apiErrorReply, type FetchMock, installFetchMock, pagedFixture } from './testing';

let mock: FetchMock;

beforeEach(() => {
  mock = installFetchMock('admin-tok');
});

it("pages the sellers' and the trade-ins' transfers with their status filter", async () => {
  mock.on('GET /api/admin/payouts/sellers', { body: pagedFixture([]) });
  mock.on('GET /api/admin/payouts/trades', { body: pagedFixture([]) });
  await getAdminSellerPayouts({ page: 2, status: 'failed' });
  await getAdminTradePayouts({ status: 'pending' });
  expect(mock.calls[0].query.toString()).toBe('page=2&status=failed');
  expect(mock.calls[0].headers.authorization).toBe('Bearer admin-tok');
  expect(mock.calls[1].path).toBe('/api/admin/payouts/trades');
  expect(mock.calls[1].query.toString()).toBe('status=pending');
});

it('lists disputes by status and reads one by encoded id', async () => {
  mock.on('GET /api/admin/disputes', { body: pagedFixture([]) });
  await getAdminDisputes({ status: 'needs_response', page: 1 });
  expect(mock.calls[0].query.get('status')).toBe('needs_response');
  mock.on('GET /api/admin/disputes/d%2F1', { body: { id: 'd/1', status: 'needs_response' } });
  await expect(getAdminDispute('d/1')).resolves.toEqual({ id: 'd/1', status: 'needs_response' });
});

it('submits dispute evidence as JSON and rejects with the reason when the dispute is closed', async () => {
  mock.on('POST /api/admin/disputes/d1/evidence', (req) => ({
    body: { id: 'd1', status: 'under_review', evidence: req.body },
  }));
  await expect(
    submitDisputeEvidence('d1', { shipping_tracking_number: '1Z999', refund_policy: '30 days' }),
  ).resolves.toMatchObject({ status: 'under_review' });
  expect(mock.calls[0].headers['content-type']).toBe('application/json');
  expect(mock.calls[0].body).toEqual({ shipping_tracking_number: '1Z999', refund_policy: '30 days' });

  mock.on(
    'POST /api/admin/disputes/d2/evidence',
    apiErrorReply(409, 'DISPUTE_CLOSED', 'This dispute is closed; its evidence can no longer change.'),
  );
  await expect(submitDisputeEvidence('d2', {})).rejects.toMatchObject({ status: 409 });
});

it('reads the latest reconciliation (none yet) and runs one now', async () => {
  mock.on('GET /api/admin/reconciliation', { body: { run: null } });
  await expect(getLatestReconciliation()).resolves.toEqual({ run: null });
  const run = {
    id: 'r1',
    started_at: '2026-03-01T02:00:00.000Z',
    finished_at: '2026-03-01T02:00:03.000Z',
    from: '2026-02-28T02:00:00.000Z',
    to: '2026-03-01T02:00:00.000Z',
    checked: 12,
    mismatches: [],
  };
  mock.on('POST /api/admin/reconciliation/run', { status: 201, body: run });
  await expect(runReconciliation()).resolves.toEqual(run);
  expect(mock.callsTo('POST /api/admin/reconciliation/run')[0].body).toBeUndefined();
});
