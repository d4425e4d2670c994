import { Column, Entity, Index } from 'typeorm';
import { JoinedTo } from '../../common/database/entity-columns';
import { SingleUseTokenRow } from './single-use-token';
import { UserEntity } from './user.entity';

/** Only the SHA-256 of a reset token is stored; the token itself exists only in the e-mail. */
@Entity({ name: 'password_reset_tokens' })
@Index('uq_password_reset_tokens_token_hash', ['tokenHash'], { unique: true })
export class PasswordResetTokenEntity extends SingleUseTokenRow {
  @Index('ix_password_reset_tokens_user_id')
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @JoinedTo(() => UserEntity, 'user_id', 'fk_password_reset_tokens_user', 'CASCADE')
  user?: UserEntity;
}
