import type { AdminDispute, AdminDisputeDetail, DisputeEvidence } from '@phonehub/contracts';
import { orderReference } from '@phonehub/domain';
import type { DisputeEntity } from './dispute.entity';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toAdminDispute(row: DisputeEntity): AdminDispute {
  return {
    id: row.id,
    provider_dispute_id: row.providerDisputeId,
    order_id: row.orderId,
    order_number: orderReference(row.orderId),
    customer_email: row.customerEmail,
    amount_cents: row.amountCents,
    reason: row.reason,
    status: row.status,
    evidence_due_by: iso(row.evidenceDueBy),
    evidence_submitted_at: iso(row.evidenceSubmittedAt),
    recovered_cents: row.recoveredCents,
    platform_loss_cents: row.platformLossCents ?? 0,
    created_at: row.createdAt.toISOString(),
    closed_at: iso(row.closedAt),
  };
}

export function toAdminDisputeDetail(row: DisputeEntity, evidence: DisputeEvidence): AdminDisputeDetail {
  return { ...toAdminDispute(row), evidence };
}
