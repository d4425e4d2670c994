import { Check, Column, Entity, Index } from 'typeorm';
import { JoinedTo } from '../../common/database/entity-columns';
import { SingleUseTokenRow } from './single-use-token';
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
@Index('uq_email_verification_tokens_token_hash', ['tokenHash'], { unique: true })
export class EmailVerificationTokenEntity extends SingleUseTokenRow {
  @Index('ix_email_verification_tokens_user_id')
  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;

  @JoinedTo(() => UserEntity, 'user_id', 'fk_email_verification_tokens_user', 'CASCADE')
  user?: UserEntity;

  /** The address the link was mailed to (and proves). */
  @Column({ type: 'citext' })
  email: string;

  @Column({ type: 'varchar', length: 10 })
  purpose: EmailTokenPurpose;
}
