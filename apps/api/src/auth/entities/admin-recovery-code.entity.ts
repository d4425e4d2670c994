import { Column, Entity, Index } from 'typeorm';
import { CreatedRow, JoinedTo } from '../../common/database/entity-columns';
import { UserEntity } from './user.entity';

/** One recovery code of an administrator's authenticator: only its SHA-256 is kept; it works once. */
@Entity({ name: 'admin_recovery_codes' })
@Index('uq_admin_recovery_codes_user_code', ['userId', 'codeHash'], { unique: true })
export class AdminRecoveryCodeEntity extends CreatedRow {
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @JoinedTo(() => UserEntity, 'user_id', 'fk_admin_recovery_codes_user', 'CASCADE')
  user?: UserEntity;

  @Column({ name: 'code_hash', type: 'varchar', length: 64 })
  codeHash: string;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;
}
