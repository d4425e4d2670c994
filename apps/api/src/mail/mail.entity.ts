import type { MailStatus } from '@phonehub/contracts';
import { Check, Column, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';

/** One mail and its delivery (migration Mails1767870000000); written by MailService only. */
@Entity('mails')
@Unique('uq_mails_dedupe_key', ['dedupeKey'])
@Check('ck_mails_status', `status IN ('queued', 'retrying', 'sent', 'failed')`)
@Index('ix_mails_created', ['createdAt', 'id'])
@Index('ix_mails_status_created', ['status', 'createdAt', 'id'])
@Index('ix_mails_related', ['relatedType', 'relatedId'])
export class MailEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'dedupe_key', type: 'text' })
  dedupeKey!: string;

  @Column({ type: 'text' })
  template!: string;

  @Column({ type: 'citext' })
  recipient!: string;

  @Column({ type: 'text' })
  subject!: string;

  @Column({ name: 'text_body', type: 'text' })
  textBody!: string;

  @Column({ name: 'html_body', type: 'text' })
  htmlBody!: string;

  @Column({ name: 'related_type', type: 'text', nullable: true })
  relatedType!: string | null;

  @Column({ name: 'related_id', type: 'text', nullable: true })
  relatedId!: string | null;

  @Column({ type: 'text', default: 'queued' })
  status!: MailStatus;

  @Column({ type: 'int', default: 0 })
  attempts!: number;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError!: string | null;

  @Column({ name: 'provider_message_id', type: 'text', nullable: true })
  providerMessageId!: string | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt!: Date;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt!: Date | null;
}
