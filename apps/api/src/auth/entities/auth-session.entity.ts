import { Column, Entity, Index } from 'typeorm';
import { CreatedRow, JoinedTo } from '../../common/database/entity-columns';
import { UserEntity } from './user.entity';

/**
 * One sign-in: a device or browser the account is signed in on. Its access token carries the id
 * (`sid`), and the token works only while the session is live (not ended, not expired). It keeps no
 * full client address, only its area (the /24 or /48 around it).
 */
@Entity({ name: 'auth_sessions' })
@Index('ix_auth_sessions_user_live', ['userId'], { where: 'ended_at IS NULL' })
export class AuthSessionEntity extends CreatedRow {
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  /** A deleted account takes its sessions with it. */
  @JoinedTo(() => UserEntity, 'user_id', 'fk_auth_sessions_user', 'CASCADE')
  user?: UserEntity;

  /** Moved on at most once a minute while the session is used (see AuthSessionsService). */
  @Column({ name: 'last_seen_at', type: 'timestamptz', default: () => 'now()' })
  lastSeenAt: Date;

  /** When the session's token expires. */
  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  /** Signed out (this device, everywhere, or ended from another device); null while live. */
  @Column({ name: 'ended_at', type: 'timestamptz', nullable: true })
  endedAt: Date | null;

  @Column({ name: 'user_agent', type: 'varchar', length: 512 })
  userAgent: string;

  /** A readable "Browser on device" made from the user agent at sign-in. */
  @Column({ name: 'device_label', type: 'varchar', length: 100 })
  deviceLabel: string;

  /** The client address's network, e.g. 203.0.113.0/24 or 2001:db8:1234::/48; empty when unknown. */
  @Column({ name: 'ip_area', type: 'varchar', length: 64 })
  ipArea: string;
}
