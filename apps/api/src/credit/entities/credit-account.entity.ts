import { Check, Column, Entity, JoinColumn, OneToOne, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { UserEntity } from '../../auth/entities/user.entity';

/**
 * A shopper's store credit balance: the sum of their ledger entries, kept on one row so spending
 * takes that row's lock and the database refuses a negative balance.
 */
@Entity({ name: 'credit_accounts' })
@Check('ck_credit_accounts_balance', 'balance_cents >= 0')
export class CreditAccountEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @OneToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_credit_accounts_user' })
  user?: UserEntity;

  @Column({ name: 'balance_cents', type: 'integer', default: 0 })
  balanceCents: number;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
