// Support contracts: shoppers' tickets answered by admins, and the public contact form (issue 14).
import type { PageQuery } from './paging';

export type SupportTicketCategory = 'general' | 'order' | 'technical' | 'billing';
export type SupportTicketStatusName = 'open' | 'in_progress' | 'closed';
export type SupportTicketPriority = 'high' | 'medium' | 'low';
/** Whose turn it is: support's (a new ticket, a shopper's reply) or the shopper's (after support replied). */
export type SupportWaitingOn = 'support' | 'customer';

export const SUPPORT_TICKET_CATEGORIES: readonly SupportTicketCategory[] = [
  'general',
  'order',
  'technical',
  'billing',
];
export const SUPPORT_TICKET_PRIORITIES: readonly SupportTicketPriority[] = ['high', 'medium', 'low'];
/** How the screens name them (storefront and admin alike). */
export const SUPPORT_CATEGORY_LABELS: Readonly<Record<SupportTicketCategory, string>> = {
  general: 'General',
  order: 'Order',
  technical: 'Technical',
  billing: 'Billing',
};
export const SUPPORT_STATUS_LABELS: Readonly<Record<SupportTicketStatusName, string>> = {
  open: 'Open',
  in_progress: 'In Progress',
  closed: 'Closed',
};
export const SUPPORT_PRIORITY_LABELS: Readonly<Record<SupportTicketPriority, string>> = {
  high: 'High',
  medium: 'Medium',
  low: 'Low',
};
/** Image attachments one message may carry (checked like trade photos). */
export const SUPPORT_ATTACHMENTS_MAX = 3;
export const SUPPORT_SUBJECT_MAX = 200;
export const SUPPORT_MESSAGE_MAX = 5000;

/** The spec's sentences (sections 5, 8 and 9), said alike by the forms and the API. */
export const SUPPORT_TEXTS = {
  ticketRequired: 'Please fill in all required fields',
  ticketCreated: 'Support ticket created successfully!',
  ticketCreateFailed: 'Failed to create ticket',
  ticketsLoadFailed: 'Failed to load tickets',
  replyRequired: 'Please write a message',
  contactRequired: 'Please fill in all fields',
  contactEmail: 'Please enter a valid email address',
  contactSent: "Message sent successfully! We'll get back to you within 24 hours.",
  category: `category must be one of: ${SUPPORT_TICKET_CATEGORIES.join(', ')}`,
  priority: `priority must be one of: ${SUPPORT_TICKET_PRIORITIES.join(', ')}`,
  tooManyAttachments: `A message can carry at most ${SUPPORT_ATTACHMENTS_MAX} images`,
  ticketNotFound: 'Support ticket not found',
  orderNotFound: 'Order not found',
  attachmentNotFound: 'One of the attached images was not found. Please upload it again.',
  assigneeNotAdmin: 'Tickets can only be assigned to an administrator',
  contactNotFound: 'Contact message not found',
  contactNoAccount:
    'The sender has no PhoneHub account, so the message cannot become a ticket. Reply by email instead.',
  contactConverted: 'This message is already a support ticket',
  /** Finding 9 of issue 34: anyone can type any address into the public form. */
  contactSenderNotVerified:
    "This message was not sent signed in to a verified account with that address, so nothing proves the sender owns it: it cannot become that account's ticket. Reply by email instead.",
} as const;

/** An uploaded image (POST /api/support/attachments answers it; messages name it by id). */
export interface SupportAttachment {
  id: string;
  url: string;
}

/** One message of a ticket's conversation; the first is the shopper's opening message. */
export interface SupportMessage {
  id: string;
  author: 'customer' | 'support';
  /** The shopper's first name, or 'PhoneHub Support'. */
  author_name: string;
  body: string;
  attachments: SupportAttachment[];
  created_at: string;
}

/** A ticket as its owner sees it (spec section 3 plus the link to an order and whose turn it is). */
export interface SupportTicket {
  id: string;
  subject: string;
  message: string;
  category: SupportTicketCategory;
  status: SupportTicketStatusName;
  priority: SupportTicketPriority;
  created_at: string;
  updated_at: string;
  /** The latest reply by support and when it was sent; null until support replies. */
  admin_response: string | null;
  admin_responded_at: string | null;
  order_id: string | null;
  /** null once closed. */
  waiting_on: SupportWaitingOn | null;
  message_count: number;
}

/** GET /api/support/tickets/{id}: the ticket with its whole conversation, oldest first. */
export interface SupportTicketDetail extends SupportTicket {
  messages: SupportMessage[];
}

/** A row of the admin queue: the ticket, its shopper, its assignee and the service figures. */
export interface AdminSupportTicket extends SupportTicket {
  user_id: string;
  user_email: string;
  user_first_name: string;
  user_last_name: string;
  assignee_id: string | null;
  assignee_name: string | null;
  /** When support first replied (first-reply time = this minus created_at). */
  first_response_at: string | null;
  /** Since when the ticket waits on its current side. */
  waiting_since: string | null;
  /** Waiting on support for longer than one business day. */
  overdue: boolean;
}

export interface AdminSupportTicketDetail extends AdminSupportTicket {
  messages: SupportMessage[];
}

/** POST /api/support/tickets. */
export interface CreateSupportTicketRequest {
  subject: string;
  message: string;
  /** general when left out. */
  category?: SupportTicketCategory;
  /** One of the shopper's own orders. */
  order_id?: string | null;
  /** Ids of images uploaded by the same user, at most SUPPORT_ATTACHMENTS_MAX. */
  attachments?: string[];
}

/** POST /api/support/tickets/{id}/messages (the owner or an admin). */
export interface SupportReplyRequest {
  message: string;
  attachments?: string[];
}

/** GET /api/admin/support/tickets: overdue first, then newest; search matches subject, email or name. */
export interface AdminSupportTicketsQuery extends PageQuery {
  status?: SupportTicketStatusName;
  priority?: SupportTicketPriority;
  category?: SupportTicketCategory;
}

/** PUT /api/admin/support/tickets/{id}: any of the three; assignee_id null unassigns. */
export interface UpdateSupportTicketRequest {
  status?: SupportTicketStatusName;
  priority?: SupportTicketPriority;
  assignee_id?: string | null;
}

/** GET /api/admin/support/assignees: the admins a ticket may be given to. */
export interface SupportAssignee {
  id: string;
  name: string;
}

/** GET /api/admin/support/summary: the section's badge and headline figures. */
export interface AdminSupportSummary {
  open_tickets: number;
  overdue_tickets: number;
  new_contact_messages: number;
}

/** POST /api/contact (public): the spec's form. */
export interface ContactMessageRequest {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export interface ContactMessageResponse {
  id: string;
  /** The spec's success sentence. */
  detail: string;
}

export type ContactMessageStatus = 'new' | 'replied' | 'converted';

/** A row of GET /api/admin/contact-messages. */
export interface AdminContactMessage {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  status: ContactMessageStatus;
  created_at: string;
  /** The latest reply sent by email, and when. */
  reply: string | null;
  replied_at: string | null;
  /** The ticket it became, if converted. */
  ticket_id: string | null;
  /** Whether the sender's email belongs to an account. */
  has_account: boolean;
  /**
   * Sent signed in to that account, with its address verified: the sender proved the address, so
   * the message can become the account's ticket. Otherwise it is answered by email only.
   */
  sender_verified: boolean;
}

export interface AdminContactMessagesQuery extends PageQuery {
  status?: ContactMessageStatus;
}

/** POST /api/admin/contact-messages/{id}/reply. */
export interface ContactReplyRequest {
  message: string;
}
