import { Check, Column, Entity, Index, OneToMany, type Relation } from 'typeorm';
import { JoinedTo, TimestampedRow } from '../../../common/database/entity-columns';
import type { ParcelTracking, ReturnStatus } from '@phonehub/contracts';
import { UserEntity } from '../../../auth/entities/user.entity';
import { OrderEntity } from '../../entities/order.entity';
import { OrderReturnItemEntity } from './order-return-item.entity';

/** A shopper's request to send (part of) a delivered order back; one per order. */
@Entity({ name: 'order_returns' })
@Index('ix_order_returns_status_created_at', ['status', 'createdAt'])
@Check('ck_order_returns_status', `status IN ('requested', 'approved', 'rejected', 'received', 'refunded')`)
@Check('ck_order_returns_refund_cents', 'refund_cents >= 0')
@Index('ix_order_returns_created_at', ['createdAt'])
export class OrderReturnEntity extends TimestampedRow {
  @Index('uq_order_returns_order_id', { unique: true })
  @Column({ name: 'order_id', type: 'uuid' })
  orderId: string;

  @JoinedTo(() => OrderEntity, 'order_id', 'fk_order_returns_order', 'CASCADE')
  order?: Relation<OrderEntity>;

  /** Who asked (null once the account is deleted; the order keeps its email). */
  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;

  @JoinedTo(() => UserEntity, 'user_id', 'fk_order_returns_user', 'SET NULL')
  user?: Relation<UserEntity>;

  @Column({ type: 'varchar', length: 20, default: 'requested' })
  status: ReturnStatus;

  @Column({ type: 'varchar', length: 1000 })
  reason: string;

  /** The admin's word to the shopper (e.g. why it was rejected). */
  @Column({ type: 'varchar', length: 1000, nullable: true })
  note: string | null;

  /** What the returned units give back: their price and tax, capped at what was left to refund. */
  @Column({ name: 'refund_cents', type: 'integer' })
  refundCents: number;

  /** The refund issued when the units were received (an order_refunds row). */
  @Column({ name: 'refund_id', type: 'uuid', nullable: true })
  refundId: string | null;

  @OneToMany(() => OrderReturnItemEntity, (item) => item.orderReturn)
  items?: Relation<OrderReturnItemEntity>[];

  /** Not a column: the prepaid return label and its tracking (null: none yet), filled in when returns are read. */
  label?: ParcelTracking | null;
}
