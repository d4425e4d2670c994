import { Check, Column, Entity, Index, Unique } from 'typeorm';
import { CreatedRow, JoinedTo } from '../../common/database/entity-columns';
import { UserEntity } from '../../auth/entities/user.entity';

/** Money sent to a seller: the available balance when an admin paid it out, once per idempotency key. */
@Entity({ name: 'seller_payouts' })
@Check('ck_seller_payouts_amount', 'amount_cents > 0')
@Unique('uq_seller_payouts_key', ['sellerId', 'idempotencyKey'])
@Index('ix_seller_payouts_seller_created', ['sellerId', 'createdAt'])
export class SellerPayoutEntity extends CreatedRow {
  @Column({ name: 'seller_id', type: 'uuid' })
  sellerId: string;

  @JoinedTo(() => UserEntity, 'seller_id', 'fk_seller_payouts_seller', 'RESTRICT')
  seller?: UserEntity;

  @Column({ name: 'amount_cents', type: 'integer' })
  amountCents: number;

  @Column({ type: 'varchar', length: 100 })
  reference: string;

  @Column({ name: 'idempotency_key', type: 'varchar', length: 255 })
  idempotencyKey: string;
}
