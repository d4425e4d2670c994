import { Check, Column, Entity, Index } from 'typeorm';
import { CreatedRow } from '../../common/database/entity-columns';
import type { ContactMessageStatus } from '@phonehub/contracts';

/** A message sent with the public contact form; admins reply by email or turn it into a ticket. */
@Entity({ name: 'contact_messages' })
@Index('ix_contact_messages_status_created_at', ['status', 'createdAt'])
@Check('ck_contact_messages_status', `status IN ('new', 'replied', 'converted')`)
@Index('ix_contact_messages_created_at', ['createdAt'])
export class ContactMessageEntity extends CreatedRow {
  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'citext' })
  email: string;

  @Column({ type: 'varchar', length: 200 })
  subject: string;

  @Column({ type: 'text' })
  message: string;

  @Column({ type: 'varchar', length: 20, default: 'new' })
  status: ContactMessageStatus;

  /** The latest reply an admin sent by email. */
  @Column({ type: 'text', nullable: true })
  reply: string | null;

  @Column({ name: 'replied_at', type: 'timestamptz', nullable: true })
  repliedAt: Date | null;

  @Column({ name: 'replied_by', type: 'uuid', nullable: true })
  repliedBy: string | null;

  /**
   * The account that sent it signed in, with the message's address verified on it (users.id, no
   * foreign key across modules): the only sender whose ticket it may become. Null for anyone else.
   */
  @Column({ name: 'sender_user_id', type: 'uuid', nullable: true })
  senderUserId: string | null;

  /** The ticket it became (support_tickets.id). */
  @Column({ name: 'ticket_id', type: 'uuid', nullable: true })
  ticketId: string | null;
}
