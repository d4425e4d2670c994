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
import { UserEntity } from './user.entity';

/**
 * What a link mailed to an address proves once followed: 'verify' (the account's address),
 * 'change' (the new address an account asked to move to) or 'claim' (store credit held for the
 * address; no account). Only the SHA-256 of the token is stored; the token exists only in the mail.
 */
export type EmailTokenPurpose = 'verify' | 'change' | 'claim';

@Entity({ name: 'email_verification_tokens' })
@Index('ix_email_verification_tokens_email', ['email', 'createdAt'])
@Check('ck_email_verification_tokens_purpose', `purpose IN ('verify', 'change', 'claim')`)
@Check('ck_email_verification_tokens_owner', `(purpose = 'claim') = (user_id IS NULL)`)
export class EmailVerificationTokenEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('ix_email_verification_tokens_user_id')
  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_email_verification_tokens_user' })
  user?: UserEntity;

  /** The address the link was mailed to (and proves). */
  @Column({ type: 'citext' })
  email: string;

  @Column({ type: 'varchar', length: 10 })
  purpose: EmailTokenPurpose;

  @Index('uq_email_verification_tokens_token_hash', { unique: true })
  @Column({ name: 'token_hash', type: 'varchar', length: 64 })
  tokenHash: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
