import type { ParcelTracking } from '@phonehub/contracts';
import { Check, Column, Entity, Index } from 'typeorm';
import { JoinedTo, UuidRow } from '../../common/database/entity-columns';
import { UserEntity } from '../../auth/entities/user.entity';
import { OrderEntity } from './order.entity';

/**
 * One parcel of an order: PhoneHub's own lines (seller null) or one seller's, with the shipping
 * charged for it, frozen when the order is placed (a later change of a product's shipping cost never
 * changes it). A seller is credited its parcel's shipping less the platform fee taken from it.
 */
@Entity({ name: 'order_parcels' })
@Index('uq_order_parcels_seller', ['orderId', 'sellerId'], { unique: true, where: 'seller_id IS NOT NULL' })
@Index('uq_order_parcels_shop', ['orderId'], { unique: true, where: 'seller_id IS NULL' })
@Check(
  'ck_order_parcels_amounts',
  `subtotal_cents >= 0 AND shipping_cents >= 0 AND fee_cents >= 0 AND fee_cents <= shipping_cents
          AND (seller_id IS NOT NULL OR fee_cents = 0)`,
)
export class OrderParcelEntity extends UuidRow {
  @Column({ name: 'order_id', type: 'uuid' })
  orderId: string;

  @JoinedTo(() => OrderEntity, 'order_id', 'fk_order_parcels_order', 'CASCADE')
  order?: OrderEntity;

  /** Who ships it: null is PhoneHub. */
  @Column({ name: 'seller_id', type: 'uuid', nullable: true })
  sellerId: string | null;

  @JoinedTo(() => UserEntity, 'seller_id', 'fk_order_parcels_seller', 'RESTRICT')
  seller?: UserEntity;

  /** The items in the parcel, cents. */
  @Column({ name: 'subtotal_cents', type: 'integer' })
  subtotalCents: number;

  /** The shipping charged for the parcel, cents. */
  @Column({ name: 'shipping_cents', type: 'integer' })
  shippingCents: number;

  /**
   * The platform fee taken from a seller parcel's shipping, cents, frozen with it (0 on PhoneHub's
   * parcel, and on parcels placed before the fee covered shipping: migration 1767930000000).
   */
  @Column({ name: 'fee_cents', type: 'integer', default: 0 })
  feeCents: number;

  /** Not a column: the seller's company, filled in when orders are read for display. */
  sellerName?: string;

  /** Not a column: the label bought for the parcel and its tracking (null: none), filled in when orders are read for display. */
  tracking?: ParcelTracking | null;
}
