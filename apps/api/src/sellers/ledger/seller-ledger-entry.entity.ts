import { Check, Column, Entity, Index } from 'typeorm';
import { CreatedRow, JoinedTo } from '../../common/database/entity-columns';
import { UserEntity } from '../../auth/entities/user.entity';
import { OrderItemEntity } from '../../orders/entities/order-item.entity';
import { OrderEntity } from '../../orders/entities/order.entity';
import { OrderParcelEntity } from '../../orders/entities/order-parcel.entity';
import type { SellerLedgerKind } from '@phonehub/contracts';
import { SellerPayoutEntity } from '../payouts/seller-payout.entity';
import { SellerTransferReversalEntity } from '../payouts/seller-transfer-reversal.entity';

export type LedgerEntryKind = SellerLedgerKind;

/**
 * One movement of a seller's money, signed: an earning (+, a paid line's payout), a shipping credit
 * (+, the shipping charged for the seller's parcel less the fee frozen on it; none on parcels placed
 * before migration 1767930000000), a reversal (−, a refund's share of a line or of a parcel's
 * shipping), a dispute (−, a lost dispute's share of the seller's order), a payout (−, a transfer to
 * the seller), a payout_failed (+, a transfer the provider refused, given back), a payout_reversal
 * (+, money taken back from the seller's account at the provider) or a netting (±, a debt on one
 * order settled from another order's earnings). Earnings and refund reversals are pending until
 * `available_at` has passed (null: the line is not delivered yet); the others count at once.
 */
@Entity({ name: 'seller_ledger_entries' })
@Check(
  'ck_seller_ledger_entries_kind',
  `kind IN ('earning', 'shipping', 'reversal', 'payout', 'payout_failed', 'payout_reversal', 'netting', 'dispute')`,
)
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
          OR (kind = 'payout' AND amount_cents < 0 AND payout_id IS NOT NULL)
          OR (kind = 'payout_failed' AND amount_cents > 0 AND payout_id IS NOT NULL)
          OR (kind = 'payout_reversal' AND amount_cents > 0 AND payout_id IS NOT NULL AND transfer_reversal_id IS NOT NULL)
          OR (kind = 'netting' AND amount_cents <> 0)
          OR (kind = 'dispute' AND amount_cents <= 0 AND dispute_id IS NOT NULL AND order_id IS NOT NULL)`,
)
@Index('uq_seller_ledger_payout_failed', ['payoutId'], { unique: true, where: `kind = 'payout_failed'` })
@Index('uq_seller_ledger_payout_reversal', ['transferReversalId'], {
  unique: true,
  where: `kind = 'payout_reversal'`,
})
@Index('uq_seller_ledger_dispute', ['sellerId', 'orderId', 'disputeId'], {
  unique: true,
  where: `kind = 'dispute'`,
})
@Index('ix_seller_ledger_entries_seller', ['sellerId', 'createdAt'])
@Index('ix_seller_ledger_entries_order', ['orderId'])
@Index('uq_seller_ledger_reversal', ['orderItemId', 'refundId'], { unique: true, where: `kind = 'reversal'` })
export class SellerLedgerEntryEntity extends CreatedRow {
  @Column({ name: 'seller_id', type: 'uuid' })
  sellerId: string;

  @JoinedTo(() => UserEntity, 'seller_id', 'fk_seller_ledger_entries_seller', 'RESTRICT')
  seller?: UserEntity;

  @Column({ name: 'order_id', type: 'uuid', nullable: true })
  orderId: string | null;

  @JoinedTo(() => OrderEntity, 'order_id', 'fk_seller_ledger_entries_order', 'RESTRICT')
  order?: OrderEntity;

  @Column({ name: 'order_item_id', type: 'uuid', nullable: true })
  orderItemId: string | null;

  @JoinedTo(() => OrderItemEntity, 'order_item_id', 'fk_seller_ledger_entries_item', 'RESTRICT')
  orderItem?: OrderItemEntity;

  /** The parcel whose shipping a 'shipping' entry credits (or a reversal takes back). */
  @Column({ name: 'order_parcel_id', type: 'uuid', nullable: true })
  orderParcelId: string | null;

  @JoinedTo(() => OrderParcelEntity, 'order_parcel_id', 'fk_seller_ledger_entries_parcel', 'RESTRICT')
  orderParcel?: OrderParcelEntity;

  @Column({ type: 'varchar', length: 20 })
  kind: LedgerEntryKind;

  @Column({ name: 'amount_cents', type: 'integer' })
  amountCents: number;

  @Column({ name: 'available_at', type: 'timestamptz', nullable: true })
  availableAt: Date | null;

  @Column({ name: 'payout_id', type: 'uuid', nullable: true })
  payoutId: string | null;

  @JoinedTo(() => SellerPayoutEntity, 'payout_id', 'fk_seller_ledger_entries_payout', 'RESTRICT')
  payout?: SellerPayoutEntity;

  @Column({ name: 'refund_id', type: 'uuid', nullable: true })
  refundId: string | null;

  /** The lost dispute a 'dispute' entry debits (the disputes module's id). */
  @Column({ name: 'dispute_id', type: 'uuid', nullable: true })
  disputeId: string | null;

  /** The reversal at the provider a 'payout_reversal' entry records. */
  @Column({ name: 'transfer_reversal_id', type: 'uuid', nullable: true })
  transferReversalId: string | null;

  @JoinedTo(
    () => SellerTransferReversalEntity,
    'transfer_reversal_id',
    'fk_seller_ledger_entries_transfer_reversal',
    'RESTRICT',
  )
  transferReversal?: SellerTransferReversalEntity;
}
