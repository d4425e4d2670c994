import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { UserEntity } from '../../auth/entities/user.entity';
import { SupportTicketEntity } from './support-ticket.entity';

/** One message of a ticket's conversation, by its shopper or by support. */
@Entity({ name: 'support_messages' })
@Index('ix_support_messages_ticket_id_created_at', ['ticketId', 'createdAt'])
@Check('ck_support_messages_author_role', `author_role IN ('customer', 'support')`)
export class SupportMessageEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'ticket_id', type: 'uuid' })
  ticketId: string;

  @ManyToOne(() => SupportTicketEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'ticket_id', foreignKeyConstraintName: 'fk_support_messages_ticket' })
  ticket?: Relation<SupportTicketEntity>;

  @Column({ name: 'author_id', type: 'uuid', nullable: true })
  authorId: string | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'author_id', foreignKeyConstraintName: 'fk_support_messages_author' })
  author?: Relation<UserEntity> | null;

  @Column({ name: 'author_role', type: 'varchar', length: 10 })
  authorRole: 'customer' | 'support';

  @Column({ type: 'text' })
  body: string;

  /** Image ids (support_attachments), in the order they were attached. */
  @Column({ type: 'text', array: true })
  attachments: string[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
