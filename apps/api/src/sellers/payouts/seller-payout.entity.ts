import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
} from 'typeorm';
import { UserEntity } from '../../auth/entities/user.entity';

/** Money sent to a seller: the available balance when an admin paid it out, once per idempotency key. */
@Entity({ name: 'seller_payouts' })
@Check('ck_seller_payouts_amount', 'amount_cents > 0')
@Unique('uq_seller_payouts_key', ['sellerId', 'idempotencyKey'])
@Index('ix_seller_payouts_seller_created', ['sellerId', 'createdAt'])
export class SellerPayoutEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'seller_id', type: 'uuid' })
  sellerId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'seller_id', foreignKeyConstraintName: 'fk_seller_payouts_seller' })
  seller?: UserEntity;

  @Column({ name: 'amount_cents', type: 'integer' })
  amountCents: number;

  @Column({ type: 'varchar', length: 100 })
  reference: string;

  @Column({ name: 'idempotency_key', type: 'varchar', length: 255 })
  idempotencyKey: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
