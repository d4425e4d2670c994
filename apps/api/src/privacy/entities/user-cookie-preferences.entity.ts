import { Column, Entity, PrimaryColumn, type Relation } from 'typeorm';
import { JoinedTo } from '../../common/database/entity-columns';
import { UserEntity } from '../../auth/entities/user.entity';

/** A signed-in user's cookie choice (ARCHITECTURE.md point 7), one row per account once they choose. */
@Entity({ name: 'user_cookie_preferences' })
export class UserCookiePreferencesEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  // Many-to-one only in name: the key is the primary key, and a one-to-one would add a second unique constraint.
  @JoinedTo(() => UserEntity, 'user_id', 'fk_user_cookie_preferences_user', 'CASCADE')
  user?: Relation<UserEntity>;

  @Column({ type: 'boolean' })
  functional: boolean;

  @Column({ type: 'boolean' })
  analytics: boolean;

  @Column({ type: 'boolean' })
  marketing: boolean;

  /** The cookie policy version the choice was made under. */
  @Column({ type: 'integer' })
  version: number;

  /** Stamped by the service on every save (the date the consent was given). */
  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
