import { Check, Column, Entity, Index } from 'typeorm';
import { JoinedTo, UuidRow } from '../../common/database/entity-columns';
import { UserEntity } from '../../auth/entities/user.entity';
import { ProductEntity } from '../../catalogue/entities/product.entity';
import { OrderEntity } from './order.entity';

/** One line of an order: a snapshot of the product as sold, at the price charged. */
@Entity({ name: 'order_items' })
@Index('ix_order_items_seller_id', ['sellerId', 'orderId'], { where: 'seller_id IS NOT NULL' })
@Check('ck_order_items_quantity', 'quantity BETWEEN 1 AND 10')
@Check('ck_order_items_price', 'unit_price_cents > 0')
@Check('ck_order_items_fee_bps', 'fee_bps BETWEEN 0 AND 3000')
@Check(
  'ck_order_items_split',
  `(seller_id IS NULL AND fee_cents = 0 AND payout_cents IS NULL)
          OR (fee_cents >= 0 AND payout_cents >= 0 AND fee_cents + payout_cents = unit_price_cents * quantity)`,
)
export class OrderItemEntity extends UuidRow {
  @Index('ix_order_items_order_id')
  @Column({ name: 'order_id', type: 'uuid' })
  orderId: string;

  @JoinedTo(() => OrderEntity, 'order_id', 'fk_order_items_order', 'CASCADE', (order) => order.items)
  order?: OrderEntity;

  /** null once the product itself is deleted; the snapshot stays. */
  @Index('ix_order_items_product_id')
  @Column({ name: 'product_id', type: 'uuid', nullable: true })
  productId: string | null;

  @JoinedTo(() => ProductEntity, 'product_id', 'fk_order_items_product', 'SET NULL')
  product?: ProductEntity;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'varchar', length: 100 })
  brand: string;

  @Column({ type: 'varchar', length: 100 })
  model: string;

  @Column({ type: 'text', nullable: true })
  image: string | null;

  @Column({ name: 'unit_price_cents', type: 'integer' })
  unitPriceCents: number;

  @Column({ type: 'integer' })
  quantity: number;

  /** Who sells the line: null is PhoneHub's own stock. */
  @Column({ name: 'seller_id', type: 'uuid', nullable: true })
  sellerId: string | null;

  @JoinedTo(() => UserEntity, 'seller_id', 'fk_order_items_seller', 'RESTRICT')
  seller?: UserEntity;

  /** The platform fee rate when the order was placed, in basis points (frozen; 0 on PhoneHub's lines). */
  @Column({ name: 'fee_bps', type: 'integer', default: 0 })
  feeBps: number;

  /** The platform fee on the line, cents, frozen when the order was placed. */
  @Column({ name: 'fee_cents', type: 'integer', default: 0 })
  feeCents: number;

  /** The line total less the fee, cents: what its seller earns (null on PhoneHub's own lines). */
  @Column({ name: 'payout_cents', type: 'integer', nullable: true })
  payoutCents: number | null;

  /** The parcel the line left in (its seller's, or PhoneHub's). */
  @Column({ name: 'tracking_number', type: 'varchar', length: 100, nullable: true })
  trackingNumber: string | null;

  @Column({ name: 'shipped_at', type: 'timestamptz', nullable: true })
  shippedAt: Date | null;

  /** Not a column: the seller's company, filled in when orders are read for display. */
  sellerName?: string;
}
