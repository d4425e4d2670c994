import type {
  AdminSupportTicket,
  AdminSupportTicketDetail,
  SupportMessage,
  SupportTicket,
  SupportTicketDetail,
} from '@phonehub/contracts';
import type { UserEntity } from '../auth/entities/user.entity';
import type { SupportMessageEntity } from './entities/support-message.entity';
import type { SupportTicketEntity } from './entities/support-ticket.entity';
import { toSupportAttachment } from './support-attachments.service';

export const SUPPORT_AUTHOR_NAME = 'PhoneHub Support';

export function toSupportTicket(row: SupportTicketEntity): SupportTicket {
  return {
    id: row.id,
    subject: row.subject,
    message: row.message,
    category: row.category,
    status: row.status,
    priority: row.priority,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    admin_response: row.adminResponse,
    admin_responded_at: row.adminRespondedAt?.toISOString() ?? null,
    order_id: row.orderId,
    waiting_on: row.waitingOn,
    message_count: row.messageCount,
  };
}

export function toSupportMessage(
  row: SupportMessageEntity,
  customer: UserEntity | undefined,
): SupportMessage {
  return {
    id: row.id,
    author: row.authorRole,
    author_name: row.authorRole === 'support' ? SUPPORT_AUTHOR_NAME : customer?.firstName || 'Customer',
    body: row.body,
    attachments: row.attachments.map(toSupportAttachment),
    created_at: row.createdAt.toISOString(),
  };
}

const fullName = (user: UserEntity) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username || user.email;

/** The admin's row; `user` and `assignee` must be joined. `overdueBefore`: one business day ago. */
export function toAdminSupportTicket(row: SupportTicketEntity, overdueBefore: Date): AdminSupportTicket {
  if (!row.user) throw new Error(`Support ticket ${row.id} was read without its user`);
  return {
    ...toSupportTicket(row),
    user_id: row.userId,
    user_email: row.user.email,
    user_first_name: row.user.firstName,
    user_last_name: row.user.lastName,
    assignee_id: row.assigneeId,
    assignee_name: row.assignee ? fullName(row.assignee) : null,
    first_response_at: row.firstResponseAt?.toISOString() ?? null,
    waiting_since: row.waitingSince?.toISOString() ?? null,
    overdue: isOverdue(row, overdueBefore),
  };
}

export function isOverdue(row: SupportTicketEntity, overdueBefore: Date): boolean {
  return (
    row.status !== 'closed' &&
    row.waitingOn === 'support' &&
    row.waitingSince !== null &&
    row.waitingSince < overdueBefore
  );
}

export function toSupportTicketDetail(
  row: SupportTicketEntity,
  messages: SupportMessageEntity[],
): SupportTicketDetail {
  return { ...toSupportTicket(row), messages: messages.map((m) => toSupportMessage(m, row.user)) };
}

export function toAdminSupportTicketDetail(
  row: SupportTicketEntity,
  messages: SupportMessageEntity[],
  overdueBefore: Date,
): AdminSupportTicketDetail {
  return {
    ...toAdminSupportTicket(row, overdueBefore),
    messages: messages.map((m) => toSupportMessage(m, row.user)),
  };
}

export { fullName as supportUserName };
