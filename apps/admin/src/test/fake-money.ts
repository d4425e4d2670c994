import type {
  AdminDispute,
  AdminDisputeDetail,
  AdminPayout,
  DisputeEvidence,
  ReconciliationRun,
} from '@phonehub/contracts';

/** A transfer to a seller as GET /api/admin/payouts/sellers lists it: sent, nothing reversed. */
export function fakeAdminPayout(overrides: Partial<AdminPayout> = {}): AdminPayout {
  return {
    id: 'tp000000-0000-4000-8000-000000000001',
    kind: 'seller',
    payee_id: 's0000000-0000-4000-8000-000000000001',
    payee_name: 'Fix-It Phones',
    payee_email: 'sales@fixit.example.com',
    amount_cents: 38_880,
    status: 'paid',
    provider_transfer_id: 'tr_1SellerA',
    for_reference: 'PH-7K2M9Q',
    reversed_cents: 0,
    failure: null,
    created_at: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

/** A dispute as GET /api/admin/disputes lists it: opened, waiting for the shop's evidence. */
export function fakeAdminDispute(overrides: Partial<AdminDispute> = {}): AdminDispute {
  return {
    id: 'dp000000-0000-4000-8000-000000000001',
    provider_dispute_id: 'dp_1Sandbox',
    order_id: '6650a1b2c3d4e5f6a7b8c9d0',
    order_number: 'PH-7K2M9Q',
    customer_email: 'ada@example.com',
    amount_cents: 54_900,
    reason: 'product_not_received',
    status: 'needs_response',
    evidence_due_by: '2026-03-20T23:59:59.000Z',
    evidence_submitted_at: null,
    recovered_cents: 0,
    platform_loss_cents: 0,
    created_at: '2026-03-05T09:00:00.000Z',
    closed_at: null,
    ...overrides,
  };
}

/** The evidence pack the API assembles for that order. */
export const FAKE_EVIDENCE: DisputeEvidence = {
  customer_name: 'Ada Lovelace',
  customer_email_address: 'ada@example.com',
  billing_address: '12 Engine Row, Austin, TX 78701, United States',
  product_description: 'Apple iPhone 14 Pro 128GB, Excellent, IMEI 356998877665542',
  shipping_address: '12 Engine Row, Austin, TX 78701, United States',
  shipping_carrier: 'UPS',
  shipping_tracking_number: '1Z999AA10123456784',
  shipping_date: '2026-02-02',
  customer_communication: 'No messages from the customer.',
  refund_policy: 'Returns accepted within 30 days of delivery.',
  uncategorized_text: 'Order PH-7K2M9Q, $549.00, delivered on 2026-02-04.',
};

export function fakeDisputeDetail(overrides: Partial<AdminDisputeDetail> = {}): AdminDisputeDetail {
  return { ...fakeAdminDispute(), evidence: FAKE_EVIDENCE, ...overrides };
}

/** A reconciliation that found nothing wrong. */
export function fakeReconciliationRun(overrides: Partial<ReconciliationRun> = {}): ReconciliationRun {
  return {
    id: 'rc000000-0000-4000-8000-000000000001',
    started_at: '2026-03-06T02:00:00.000Z',
    finished_at: '2026-03-06T02:00:04.000Z',
    from: '2026-03-05T02:00:00.000Z',
    to: '2026-03-06T02:00:00.000Z',
    checked: 42,
    mismatches: [],
    ...overrides,
  };
}
