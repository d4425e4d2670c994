import { Check, Column, Entity, Index, type Relation } from 'typeorm';
import { JoinedTo, TimestampedRow } from '../../common/database/entity-columns';
import type {
  SupportTicketCategory,
  SupportTicketPriority,
  SupportTicketStatusName,
  SupportWaitingOn,
} from '@phonehub/contracts';
import { UserEntity } from '../../auth/entities/user.entity';

/** A shopper's question to support; the conversation is in support_messages. */
@Entity({ name: 'support_tickets' })
@Index('ix_support_tickets_user_id_created_at', ['userId', 'createdAt'])
@Index('ix_support_tickets_status_created_at', ['status', 'createdAt'])
@Check('ck_support_tickets_status', `status IN ('open', 'in_progress', 'closed')`)
@Check('ck_support_tickets_category', `category IN ('general', 'order', 'technical', 'billing')`)
@Check('ck_support_tickets_priority', `priority IN ('high', 'medium', 'low')`)
@Check('ck_support_tickets_waiting_on', `waiting_on IS NULL OR waiting_on IN ('support', 'customer')`)
@Index('ix_support_tickets_created_at', ['createdAt'])
export class SupportTicketEntity extends TimestampedRow {
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @JoinedTo(() => UserEntity, 'user_id', 'fk_support_tickets_user', 'CASCADE')
  user?: Relation<UserEntity>;

  @Column({ type: 'varchar', length: 200 })
  subject: string;

  /** The opening message as the shopper wrote it (also the conversation's first message). */
  @Column({ type: 'text' })
  message: string;

  @Column({ type: 'varchar', length: 20, default: 'general' })
  category: SupportTicketCategory;

  @Column({ type: 'varchar', length: 20, default: 'open' })
  status: SupportTicketStatusName;

  @Column({ type: 'varchar', length: 10, default: 'medium' })
  priority: SupportTicketPriority;

  /** One of the shopper's orders (checked through the orders service; the orders module owns that table). */
  @Column({ name: 'order_id', type: 'uuid', nullable: true })
  orderId: string | null;

  @Column({ name: 'assignee_id', type: 'uuid', nullable: true })
  assigneeId: string | null;

  @JoinedTo(() => UserEntity, 'assignee_id', 'fk_support_tickets_assignee', 'SET NULL')
  assignee?: Relation<UserEntity> | null;

  /** The spec's fields: the latest reply by support. */
  @Column({ name: 'admin_response', type: 'text', nullable: true })
  adminResponse: string | null;

  @Column({ name: 'admin_responded_at', type: 'timestamptz', nullable: true })
  adminRespondedAt: Date | null;

  /** Support's first reply: the first-reply time is this minus createdAt. */
  @Column({ name: 'first_response_at', type: 'timestamptz', nullable: true })
  firstResponseAt: Date | null;

  @Column({ name: 'waiting_on', type: 'varchar', length: 10, nullable: true })
  waitingOn: SupportWaitingOn | null;

  @Index('ix_support_tickets_waiting_since')
  @Column({ name: 'waiting_since', type: 'timestamptz', nullable: true })
  waitingSince: Date | null;

  @Column({ name: 'message_count', type: 'integer', default: 1 })
  messageCount: number;
}
