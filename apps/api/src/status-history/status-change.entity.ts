import { Check, Column, Entity, Index } from 'typeorm';
import { UuidRow } from '../common/database/entity-columns';
import type { StatusActor } from '@phonehub/domain';

/** What changed status: one name per lifecycle (a payment and a payout are named by their order and trade). */
export type StatusSubject =
  | 'order'
  | 'trade'
  | 'return'
  | 'ticket'
  | 'application'
  | 'mail'
  | 'payment'
  | 'refund'
  | 'payout'
  | 'transfer'
  | 'dispute'
  | 'shipment'
  | 'contact_message';

/**
 * One status change (migration StatusChanges1767880000000), written by StatusChanges only, in the
 * transaction of the change. No foreign keys: the history spans modules and outlives the records.
 */
@Entity({ name: 'status_changes' })
@Check('ck_status_changes_actor_kind', `actor_kind IN ('shopper', 'admin', 'seller', 'system')`)
@Index('ix_status_changes_record', ['subject', 'recordId', 'createdAt'])
export class StatusChangeEntity extends UuidRow {
  @Column({ type: 'varchar', length: 32 })
  subject: StatusSubject;

  @Column({ name: 'record_id', type: 'uuid' })
  recordId: string;

  /** null: the record had no status before (it entered its first one). */
  @Column({ name: 'from_status', type: 'varchar', length: 32, nullable: true })
  fromStatus: string | null;

  @Column({ name: 'to_status', type: 'varchar', length: 32 })
  toStatus: string;

  @Column({ name: 'actor_kind', type: 'varchar', length: 16 })
  actorKind: StatusActor['kind'];

  /** The user who moved it; null for the system or a guest. */
  @Column({ name: 'actor_id', type: 'uuid', nullable: true })
  actorId: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  reason: string | null;

  /** When the change happened (its context's time). */
  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;
}
