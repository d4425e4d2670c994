import { Check, Column, Entity, Index, OneToMany } from 'typeorm';
import { JoinedTo, TimestampedRow } from '../../common/database/entity-columns';
import type { OrderStatus, PaymentStatus, ShippingAddress, ShippingMethodName } from '@phonehub/contracts';
import { UserEntity } from '../../auth/entities/user.entity';
import { OrderRefundEntity } from '../refunds/order-refund.entity';
import { OrderItemEntity } from './order-item.entity';
import type { OrderReturnEntity } from '../returns/entities/order-return.entity';
import type { OrderParcelEntity } from './order-parcel.entity';

/** An order and its money in integer cents, exactly as charged. */
@Entity({ name: 'orders' })
@Index('ix_orders_user_id_created_at', ['userId', 'createdAt'])
@Index('ix_orders_open_holds', { synchronize: false })
// The admin list: its orders end in the id (a deep page is an index walk) and its search is trigram-indexed (migration 1767650000000).
@Index('ix_orders_created_at_id', ['createdAt', 'id'])
@Index('ix_orders_total_cents_id', ['totalCents', 'id'])
@Index('ix_orders_email_trgm', { synchronize: false })
@Index('ix_orders_id_text_trgm', { synchronize: false })
@Index('ix_orders_payment_intent_id', { synchronize: false })
@Check(
  'ck_orders_status',
  `status IN ('pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled')`,
)
@Check(
  'ck_orders_payment_status',
  `payment_status IN ('unpaid', 'paid', 'failed', 'partially_refunded', 'refunded', 'disputed', 'dispute_lost')`,
)
@Check('ck_orders_refunded_cents', 'refunded_cents BETWEEN 0 AND total_cents')
@Check('ck_orders_shipping_method', `shipping_method IN ('standard', 'express')`)
@Check(
  'ck_orders_amounts',
  'subtotal_cents >= 0 AND tax_cents >= 0 AND shipping_cents >= 0 AND total_cents = subtotal_cents + tax_cents + shipping_cents',
)
export class OrderEntity extends TimestampedRow {
  /** null for guest checkouts. */
  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;

  @JoinedTo(() => UserEntity, 'user_id', 'fk_orders_user', 'SET NULL')
  user?: UserEntity;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 20, default: 'pending' })
  status: OrderStatus;

  @Column({ name: 'payment_status', type: 'varchar', length: 20, default: 'unpaid' })
  paymentStatus: PaymentStatus;

  @Column({ name: 'shipping_address', type: 'jsonb' })
  shippingAddress: ShippingAddress;

  @Column({ name: 'shipping_method', type: 'varchar', length: 20 })
  shippingMethod: ShippingMethodName;

  @Column({ name: 'subtotal_cents', type: 'integer' })
  subtotalCents: number;

  @Column({ name: 'tax_cents', type: 'integer' })
  taxCents: number;

  @Column({ name: 'shipping_cents', type: 'integer' })
  shippingCents: number;

  @Column({ name: 'total_cents', type: 'integer' })
  totalCents: number;

  @Column({ type: 'varchar', length: 3, default: 'usd' })
  currency: string;

  @Index('uq_orders_stripe_session_id', { unique: true })
  @Column({ name: 'stripe_session_id', type: 'varchar', length: 255, nullable: true })
  stripeSessionId: string | null;

  /** The reserved units went back to stock (set once, when the order is cancelled or its session expires). */
  @Column({ name: 'stock_released', type: 'boolean', default: false })
  stockReleased: boolean;

  /** Until when the pending order's units are held: its provider session's expiry. */
  @Column({ name: 'hold_expires_at', type: 'timestamptz', nullable: true })
  holdExpiresAt: Date | null;

  /** The address the checkout came from (per-client hold cap). */
  @Column({ name: 'client_ip', type: 'varchar', length: 64, nullable: true })
  clientIp: string | null;

  @Column({ name: 'tracking_number', type: 'varchar', length: 100, nullable: true })
  trackingNumber: string | null;

  @Column({ type: 'varchar', length: 2000, nullable: true })
  notes: string | null;

  @Column({ name: 'paid_at', type: 'timestamptz', nullable: true })
  paidAt: Date | null;

  /** When it was marked delivered; a return may be requested until 30 days after. */
  @Column({ name: 'delivered_at', type: 'timestamptz', nullable: true })
  deliveredAt: Date | null;

  /** The provider's payment (pi_…) behind the paid checkout; refunds name it. */
  @Column({ name: 'payment_intent_id', type: 'varchar', length: 255, nullable: true })
  paymentIntentId: string | null;

  /** Cents given back so far: the sum of the provider-confirmed refunds. */
  @Column({ name: 'refunded_cents', type: 'integer', default: 0 })
  refundedCents: number;

  @OneToMany(() => OrderItemEntity, (item) => item.order)
  items?: OrderItemEntity[];

  /** Its parcels with the shipping charged for each, when loaded (OrdersService.withItems); not a column. */
  parcels?: OrderParcelEntity[];

  /** Its return request with the returned items, when loaded (OrdersService.withItems); not a column. */
  orderReturn?: OrderReturnEntity | null;

  /** The store credit that paid part of it (the credit module's word), when loaded (OrdersService.withItems); not a column. */
  creditCents?: number;

  /** Its refunds, oldest first, when loaded (the admin view shows them). */
  @OneToMany(() => OrderRefundEntity, (refund) => refund.order)
  refunds?: OrderRefundEntity[];
}
