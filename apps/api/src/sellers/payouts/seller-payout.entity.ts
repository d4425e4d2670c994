import { Check, Column, Entity, Index, Unique, UpdateDateColumn } from 'typeorm';
import type { TransferStatus } from '@phonehub/contracts';
import { CreatedRow, JoinedTo } from '../../common/database/entity-columns';
import { UserEntity } from '../../auth/entities/user.entity';
import { OrderEntity } from '../../orders/entities/order.entity';

/**
 * Money sent to a seller: a transfer of one order's available earnings to the seller's payout
 * account, written `pending` (with its ledger entry) before the provider is asked and sent under
 * its own id as the idempotency key, then `paid` with the provider's transfer id, or `failed`.
 * Payouts an admin recorded by hand before transfers existed are `paid` with no order.
 */
@Entity({ name: 'seller_payouts' })
@Check('ck_seller_payouts_amount', 'amount_cents > 0')
@Check('ck_seller_payouts_status', `status IN ('pending', 'paid', 'failed')`)
@Check('ck_seller_payouts_reversed', 'reversed_cents BETWEEN 0 AND amount_cents')
@Unique('uq_seller_payouts_key', ['sellerId', 'idempotencyKey'])
@Unique('uq_seller_payouts_provider', ['providerTransferId'])
@Index('ix_seller_payouts_seller_created', ['sellerId', 'createdAt'])
@Index('ix_seller_payouts_status', ['status', 'createdAt'], { where: `status = 'pending'` })
@Index('ix_seller_payouts_order', ['orderId'])
export class SellerPayoutEntity extends CreatedRow {
  @Column({ name: 'seller_id', type: 'uuid' })
  sellerId: string;

  @JoinedTo(() => UserEntity, 'seller_id', 'fk_seller_payouts_seller', 'RESTRICT')
  seller?: UserEntity;

  @Column({ name: 'amount_cents', type: 'integer' })
  amountCents: number;

  /** What it was: "Order …" for transfers; older payouts keep the reference an admin typed. */
  @Column({ type: 'varchar', length: 100 })
  reference: string;

  @Column({ name: 'idempotency_key', type: 'varchar', length: 255 })
  idempotencyKey: string;

  @Column({ name: 'order_id', type: 'uuid', nullable: true })
  orderId: string | null;

  @JoinedTo(() => OrderEntity, 'order_id', 'fk_seller_payouts_order', 'RESTRICT')
  order?: OrderEntity;

  @Column({ type: 'varchar', length: 20 })
  status: TransferStatus;

  @Column({ name: 'provider_transfer_id', type: 'varchar', length: 255, nullable: true })
  providerTransferId: string | null;

  /** The seller's payout account it was sent to. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  destination: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  failure: string | null;

  @Column({ name: 'reversed_cents', type: 'integer', default: 0 })
  reversedCents: number;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
