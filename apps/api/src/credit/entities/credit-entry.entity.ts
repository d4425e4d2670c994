import { Check, Column, Entity, Index } from 'typeorm';
import { CreatedRow, JoinedTo } from '../../common/database/entity-columns';
import type { CreditEntryKind } from '@phonehub/contracts';
import { UserEntity } from '../../auth/entities/user.entity';

/**
 * One movement of store credit: granted by a trade payout (+), spent on an order (−), given back
 * when that order is cancelled unpaid (`order_return`, +) or by each refund of a paid order
 * (`order_refund`, its credit part, +). Each trade pays, each order spends and returns, and each
 * refund gives back once.
 */
@Entity({ name: 'credit_entries' })
@Index('ix_credit_entries_user', ['userId', 'createdAt'])
@Index('uq_credit_entries_trade', { synchronize: false })
@Index('uq_credit_entries_order', { synchronize: false })
@Index('uq_credit_entries_refund', { synchronize: false })
@Check('ck_credit_entries_kind', `kind IN ('trade_payout', 'order_spend', 'order_return', 'order_refund')`)
export class CreditEntryEntity extends CreatedRow {
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @JoinedTo(() => UserEntity, 'user_id', 'fk_credit_entries_user', 'CASCADE')
  user?: UserEntity;

  /** Signed cents. */
  @Column({ name: 'amount_cents', type: 'integer' })
  amountCents: number;

  @Column({ type: 'varchar', length: 20 })
  kind: CreditEntryKind;

  @Column({ name: 'trade_id', type: 'uuid', nullable: true })
  tradeId: string | null;

  @Column({ name: 'order_id', type: 'uuid', nullable: true })
  orderId: string | null;

  /** The order refund (order_refunds id; no foreign key across modules) an `order_refund` entry pays back. */
  @Column({ name: 'refund_id', type: 'uuid', nullable: true })
  refundId: string | null;
}
