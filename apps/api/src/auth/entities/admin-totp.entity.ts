import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  OneToOne,
  PrimaryColumn,
  UpdateDateColumn,
} from 'typeorm';
import { UserEntity } from './user.entity';

/**
 * An administrator's authenticator (TOTP). The secret is sealed (AES-256-GCM with a key derived from
 * JWT_SECRET), so a copy of the table alone cannot make codes. Until `enrolledAt` is set the row is
 * an enrolment waiting for its first code, and sign-in does not ask for one.
 */
@Entity({ name: 'admin_totp' })
export class AdminTotpEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @OneToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_admin_totp_user' })
  user?: UserEntity;

  @Column({ name: 'secret_sealed', type: 'text' })
  secretSealed: string;

  @Column({ name: 'enrolled_at', type: 'timestamptz', nullable: true })
  enrolledAt: Date | null;

  /** The 30-second step of the last code accepted: that code, and any older one, never works again. */
  @Column({ name: 'last_used_step', type: 'bigint', nullable: true })
  lastUsedStep: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
