import { Check, Column, Entity, Index, type Relation } from 'typeorm';
import { CreatedRow, JoinedTo } from '../../common/database/entity-columns';
import { UserEntity } from '../../auth/entities/user.entity';
import { SupportTicketEntity } from './support-ticket.entity';

/** One message of a ticket's conversation, by its shopper or by support. */
@Entity({ name: 'support_messages' })
@Index('ix_support_messages_ticket_id_created_at', ['ticketId', 'createdAt'])
@Check('ck_support_messages_author_role', `author_role IN ('customer', 'support')`)
export class SupportMessageEntity extends CreatedRow {
  @Column({ name: 'ticket_id', type: 'uuid' })
  ticketId: string;

  @JoinedTo(() => SupportTicketEntity, 'ticket_id', 'fk_support_messages_ticket', 'CASCADE')
  ticket?: Relation<SupportTicketEntity>;

  @Column({ name: 'author_id', type: 'uuid', nullable: true })
  authorId: string | null;

  @JoinedTo(() => UserEntity, 'author_id', 'fk_support_messages_author', 'SET NULL')
  author?: Relation<UserEntity> | null;

  @Column({ name: 'author_role', type: 'varchar', length: 10 })
  authorRole: 'customer' | 'support';

  @Column({ type: 'text' })
  body: string;

  /** Image ids (support_attachments), in the order they were attached. */
  @Column({ type: 'text', array: true })
  attachments: string[];
}
