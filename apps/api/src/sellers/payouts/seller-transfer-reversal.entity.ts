import { Check, Column, Entity, Index, Unique } from 'typeorm';
import { CreatedRow, JoinedTo } from '../../common/database/entity-columns';
import { UserEntity } from '../../auth/entities/user.entity';
import { OrderEntity } from '../../orders/entities/order.entity';
import { SellerPayoutEntity } from './seller-payout.entity';

export type ReversalCause = 'refund' | 'dispute';

/**
 * What a refund or a lost dispute took back from a transfer already sent (`reversed`, with the
 * provider's reversal id), or tried to (`failed`: the seller's account had not enough; the debt
 * stays on the ledger and is netted from the next transfers). One per transfer and cause.
 */
@Entity({ name: 'seller_transfer_reversals' })
@Check('ck_seller_transfer_reversals_cause', `cause IN ('refund', 'dispute')`)
@Check('ck_seller_transfer_reversals_status', `status IN ('reversed', 'failed')`)
@Check('ck_seller_transfer_reversals_amount', 'amount_cents > 0')
@Unique('uq_seller_transfer_reversals_cause', ['payoutId', 'causeId'])
@Unique('uq_seller_transfer_reversals_provider', ['providerReversalId'])
@Index('ix_seller_transfer_reversals_seller', ['sellerId', 'createdAt'])
export class SellerTransferReversalEntity extends CreatedRow {
  @Column({ name: 'payout_id', type: 'uuid' })
  payoutId: string;

  @JoinedTo(() => SellerPayoutEntity, 'payout_id', 'fk_seller_transfer_reversals_payout', 'RESTRICT')
  payout?: SellerPayoutEntity;

  @Column({ name: 'seller_id', type: 'uuid' })
  sellerId: string;

  @JoinedTo(() => UserEntity, 'seller_id', 'fk_seller_transfer_reversals_seller', 'RESTRICT')
  seller?: UserEntity;

  @Column({ name: 'order_id', type: 'uuid' })
  orderId: string;

  @JoinedTo(() => OrderEntity, 'order_id', 'fk_seller_transfer_reversals_order', 'RESTRICT')
  order?: OrderEntity;

  @Column({ type: 'varchar', length: 20 })
  cause: ReversalCause;

  /** The refund (order_refunds) or dispute (disputes) it was for. */
  @Column({ name: 'cause_id', type: 'uuid' })
  causeId: string;

  @Column({ name: 'amount_cents', type: 'integer' })
  amountCents: number;

  @Column({ type: 'varchar', length: 20 })
  status: 'reversed' | 'failed';

  @Column({ name: 'provider_reversal_id', type: 'varchar', length: 255, nullable: true })
  providerReversalId: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  failure: string | null;
}
