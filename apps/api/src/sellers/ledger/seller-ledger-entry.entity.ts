import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { UserEntity } from '../../auth/entities/user.entity';
import { OrderItemEntity } from '../../orders/entities/order-item.entity';
import { OrderEntity } from '../../orders/entities/order.entity';
import { OrderParcelEntity } from '../../orders/entities/order-parcel.entity';
import { SellerPayoutEntity } from '../payouts/seller-payout.entity';

export type LedgerEntryKind = 'earning' | 'shipping' | 'reversal' | 'payout';

/**
 * One movement of a seller's money, signed: an earning (+, a paid line's payout), a shipping credit
 * (+, the shipping charged for the seller's parcel less the fee frozen on it; none on parcels placed
 * before migration 1767930000000), a reversal (−, a refund's share of a
 * line or of a parcel's shipping) or a payout (−, money sent to the seller). Earnings and reversals are
 * pending until `available_at` has passed (null: the line is not delivered yet); payouts count at once.
 */
@Entity({ name: 'seller_ledger_entries' })
@Check('ck_seller_ledger_entries_kind', `kind IN ('earning', 'shipping', 'reversal', 'payout')`)
@Index('uq_seller_ledger_earning', ['orderItemId'], { unique: true, where: `kind = 'earning'` })
@Index('uq_seller_ledger_shipping', ['orderParcelId'], { unique: true, where: `kind = 'shipping'` })
@Index('uq_seller_ledger_parcel_reversal', ['orderParcelId', 'refundId'], {
  unique: true,
  where: `kind = 'reversal'`,
})
@Check(
  'ck_seller_ledger_entries_sign',
  `(kind = 'earning' AND amount_cents >= 0 AND order_item_id IS NOT NULL)
          OR (kind = 'shipping' AND amount_cents >= 0 AND order_parcel_id IS NOT NULL)
          OR (kind = 'reversal' AND amount_cents <= 0 AND refund_id IS NOT NULL
              AND (order_item_id IS NOT NULL) <> (order_parcel_id IS NOT NULL))
          OR (kind = 'payout' AND amount_cents < 0 AND payout_id IS NOT NULL)`,
)
@Index('ix_seller_ledger_entries_seller', ['sellerId', 'createdAt'])
@Index('ix_seller_ledger_entries_order', ['orderId'])
@Index('uq_seller_ledger_reversal', ['orderItemId', 'refundId'], { unique: true, where: `kind = 'reversal'` })
export class SellerLedgerEntryEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'seller_id', type: 'uuid' })
  sellerId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'seller_id', foreignKeyConstraintName: 'fk_seller_ledger_entries_seller' })
  seller?: UserEntity;

  @Column({ name: 'order_id', type: 'uuid', nullable: true })
  orderId: string | null;

  @ManyToOne(() => OrderEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'order_id', foreignKeyConstraintName: 'fk_seller_ledger_entries_order' })
  order?: OrderEntity;

  @Column({ name: 'order_item_id', type: 'uuid', nullable: true })
  orderItemId: string | null;

  @ManyToOne(() => OrderItemEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'order_item_id', foreignKeyConstraintName: 'fk_seller_ledger_entries_item' })
  orderItem?: OrderItemEntity;

  /** The parcel whose shipping a 'shipping' entry credits (or a reversal takes back). */
  @Column({ name: 'order_parcel_id', type: 'uuid', nullable: true })
  orderParcelId: string | null;

  @ManyToOne(() => OrderParcelEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'order_parcel_id', foreignKeyConstraintName: 'fk_seller_ledger_entries_parcel' })
  orderParcel?: OrderParcelEntity;

  @Column({ type: 'varchar', length: 20 })
  kind: LedgerEntryKind;

  @Column({ name: 'amount_cents', type: 'integer' })
  amountCents: number;

  @Column({ name: 'available_at', type: 'timestamptz', nullable: true })
  availableAt: Date | null;

  @Column({ name: 'payout_id', type: 'uuid', nullable: true })
  payoutId: string | null;

  @ManyToOne(() => SellerPayoutEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'payout_id', foreignKeyConstraintName: 'fk_seller_ledger_entries_payout' })
  payout?: SellerPayoutEntity;

  @Column({ name: 'refund_id', type: 'uuid', nullable: true })
  refundId: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
