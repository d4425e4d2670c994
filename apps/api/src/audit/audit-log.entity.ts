import { Column, Entity, Index } from 'typeorm';
import { CreatedRow } from '../common/database/entity-columns';

/**
 * One admin write, kept as it happened: the actor's email is a snapshot and there is no foreign
 * key, so the log outlives the accounts and records it names.
 */
@Entity({ name: 'audit_log' })
@Index('ix_audit_log_created_at', ['createdAt', 'id'])
@Index('ix_audit_log_entity', ['entityType', 'entityId', 'createdAt'])
@Index('ix_audit_log_action', ['action', 'createdAt'])
@Index('ix_audit_log_actor', ['actorId', 'createdAt'])
export class AuditLogEntity extends CreatedRow {
  @Column({ name: 'actor_id', type: 'uuid', nullable: true })
  actorId: string | null;

  @Column({ name: 'actor_email', type: 'varchar', length: 254, nullable: true })
  actorEmail: string | null;

  @Column({ type: 'varchar', length: 64 })
  action: string;

  @Column({ name: 'entity_type', type: 'varchar', length: 64 })
  entityType: string;

  @Column({ name: 'entity_id', type: 'text' })
  entityId: string;

  @Column({ type: 'jsonb', nullable: true })
  before: Record<string, unknown> | null;

  @Column({ type: 'jsonb', nullable: true })
  after: Record<string, unknown> | null;
}
