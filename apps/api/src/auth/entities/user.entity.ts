import { Check, Column, Entity, Index } from 'typeorm';
import { TimestampedRow } from '../../common/database/entity-columns';
import type { Address, UserRole } from '@phonehub/contracts';

@Entity({ name: 'users' })
@Index('ix_users_search', { synchronize: false })
@Check('ck_users_username_only_for_admins', `username IS NULL OR role = 'admin'`)
@Index('ix_users_created_at', ['createdAt'])
export class UserEntity extends TimestampedRow {
  @Index('uq_users_email', { unique: true })
  @Column({ type: 'citext' })
  email: string;

  /** Never leaves the server: responses go through the user mappers. */
  @Column({ name: 'password_hash', type: 'text' })
  passwordHash: string;

  @Column({ name: 'first_name', type: 'varchar', length: 50 })
  firstName: string;

  @Column({ name: 'last_name', type: 'varchar', length: 50 })
  lastName: string;

  @Column({ type: 'varchar', length: 32 })
  phone: string;

  @Column({ type: 'jsonb', nullable: true })
  address: Address | null;

  @Column({ type: 'enum', enum: ['customer', 'admin'], enumName: 'user_role', default: 'customer' })
  role: UserRole;

  /** Admins sign in with a username; customers have none. */
  @Index('uq_users_username', { unique: true })
  @Column({ type: 'citext', nullable: true })
  username: string | null;

  @Column({ name: 'is_seller', type: 'boolean', default: false })
  isSeller: boolean;

  @Column({ name: 'is_suspended', type: 'boolean', default: false })
  isSuspended: boolean;

  /** An admin suspended the seller (not the account): seller routes refuse them, shopping still works. */
  @Column({ name: 'seller_suspended', type: 'boolean', default: false })
  sellerSuspended: boolean;

  /** When the account followed a link mailed to its address (null: it has not proved it owns it). */
  @Column({ name: 'email_verified_at', type: 'timestamptz', nullable: true })
  emailVerifiedAt: Date | null;

  /** A new address the owner asked to move to; the email changes when the link mailed to it is followed. */
  @Column({ name: 'pending_email', type: 'citext', nullable: true })
  pendingEmail: string | null;

  /** Copied into every access token; raising it revokes all tokens issued before. */
  @Column({ name: 'token_version', type: 'integer', default: 0 })
  tokenVersion: number;
}
