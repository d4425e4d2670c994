import { Check, Column, Entity, Index, type Relation, Unique } from 'typeorm';
import { JoinedTo, TimestampedRow } from '../../common/database/entity-columns';
import type { OrderRefund } from '@phonehub/contracts';
import { OrderEntity } from '../entities/order.entity';

export type RefundStatus = OrderRefund['status'];

/**
 * One refund of an order's payment: stored `pending` before the provider is asked (its id is the
 * idempotency key), then `succeeded` or `failed` from the provider's word. A refund with no card
 * part (store credit only) is stored `succeeded` at once and never reaches the provider.
 */
@Entity({ name: 'order_refunds' })
@Index('ix_order_refunds_order_id', ['orderId', 'createdAt'])
@Unique('uq_order_refunds_provider_refund_id', ['providerRefundId'])
@Check('ck_order_refunds_amount', 'amount_cents > 0')
@Check('ck_order_refunds_status', `status IN ('pending', 'succeeded', 'failed')`)
@Check('ck_order_refunds_credit', 'credit_cents >= 0 AND credit_cents <= amount_cents')
export class OrderRefundEntity extends TimestampedRow {
  @Column({ name: 'order_id', type: 'uuid' })
  orderId: string;

  @JoinedTo(() => OrderEntity, 'order_id', 'fk_order_refunds_order', 'CASCADE', (order) => order.refunds)
  // Relation<>: no eager reference to OrderEntity in the metadata (the two entity files import each other).
  order?: Relation<OrderEntity>;

  /** All that goes back: to the card (cardCents) and as store credit (creditCents). */
  @Column({ name: 'amount_cents', type: 'integer' })
  amountCents: number;

  /** The part given back as store credit, once the refund succeeded (an `order_refund` ledger entry). */
  @Column({ name: 'credit_cents', type: 'integer', default: 0 })
  creditCents: number;

  /** The part the provider gives back to the card (0: the provider is never asked). */
  get cardCents(): number {
    return this.amountCents - this.creditCents;
  }

  @Column({ type: 'varchar', length: 500 })
  reason: string;

  @Column({ type: 'varchar', length: 20, default: 'pending' })
  status: RefundStatus;

  /** The provider's refund (re_…); null until it answered. */
  @Column({ name: 'provider_refund_id', type: 'varchar', length: 255, nullable: true })
  providerRefundId: string | null;

  /** The return this refund pays back, if any (the returns module's id; no foreign key across modules). */
  @Column({ name: 'return_id', type: 'uuid', nullable: true })
  returnId: string | null;
}
