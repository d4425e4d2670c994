import type { DisputeEvidence, DisputeStatus, PaymentStatus } from '@phonehub/contracts';
import { Check, Column, Entity, Index, Unique } from 'typeorm';
import { JoinedTo, TimestampedRow } from '../common/database/entity-columns';
import { OrderEntity } from '../orders/entities/order.entity';

/**
 * A dispute (chargeback) the provider opened on an order's payment (migration 1767960000000). Its
 * status is the provider's, moved along disputeMachine; the order's payment reads `disputed` while
 * it is open. Amounts are cents.
 */
@Entity({ name: 'disputes' })
@Unique('uq_disputes_provider', ['providerDisputeId'])
@Check('ck_disputes_status', `status IN ('needs_response', 'under_review', 'won', 'lost')`)
@Check(
  'ck_disputes_amounts',
  `amount_cents > 0 AND recovered_cents BETWEEN 0 AND amount_cents
          AND (platform_loss_cents IS NULL OR platform_loss_cents BETWEEN 0 AND amount_cents)`,
)
@Check('ck_disputes_closed', `(closed_at IS NOT NULL) = (status IN ('won', 'lost'))`)
@Index('ix_disputes_created_at_id', ['createdAt', 'id'])
@Index('ix_disputes_status_created_at', ['status', 'createdAt'])
export class DisputeEntity extends TimestampedRow {
  /** The provider's id (dp_…). */
  @Column({ name: 'provider_dispute_id', type: 'varchar', length: 255 })
  providerDisputeId: string;

  @Index('ix_disputes_order_id')
  @Column({ name: 'order_id', type: 'uuid' })
  orderId: string;

  @JoinedTo(() => OrderEntity, 'order_id', 'fk_disputes_order', 'RESTRICT')
  order?: OrderEntity;

  /** The order's email when the dispute opened (the admin list shows it without reading the orders). */
  @Column({ name: 'customer_email', type: 'varchar', length: 254 })
  customerEmail: string;

  /** What the bank took back: the payment less what was refunded before. */
  @Column({ name: 'amount_cents', type: 'integer' })
  amountCents: number;

  @Column({ type: 'varchar', length: 3 })
  currency: string;

  /** The provider's reason code (fraudulent, product_not_received, …). */
  @Column({ type: 'varchar', length: 100 })
  reason: string;

  @Column({ type: 'varchar', length: 20 })
  status: DisputeStatus;

  /** The order's payment status when the dispute opened: it reads that again when the dispute is won. */
  @Column({ name: 'payment_status_before', type: 'varchar', length: 20 })
  paymentStatusBefore: PaymentStatus;

  /** The evidence last submitted; null until an admin submits it (the detail assembles a draft meanwhile). */
  @Column({ type: 'jsonb', nullable: true })
  evidence: DisputeEvidence | null;

  @Column({ name: 'evidence_submitted_at', type: 'timestamptz', nullable: true })
  evidenceSubmittedAt: Date | null;

  /** How many times evidence was submitted: the next submission's idempotency key counts on from it. */
  @Column({ name: 'evidence_submissions', type: 'integer', default: 0 })
  evidenceSubmissions: number;

  @Column({ name: 'evidence_due_by', type: 'timestamptz', nullable: true })
  evidenceDueBy: Date | null;

  /** Taken back from the sellers of the order's lines after the dispute was lost (DisputesService.recordRecovery). */
  @Column({ name: 'recovered_cents', type: 'integer', default: 0 })
  recoveredCents: number;

  /** What the platform lost: amount less recovered; null until the dispute is lost. */
  @Column({ name: 'platform_loss_cents', type: 'integer', nullable: true })
  platformLossCents: number | null;

  @Column({ name: 'closed_at', type: 'timestamptz', nullable: true })
  closedAt: Date | null;
}
