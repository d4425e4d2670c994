import type {
  AdminContactMessage,
  AdminContactMessagesQuery,
  AdminSupportSummary,
  AdminSupportTicket,
  AdminSupportTicketDetail,
  AdminSupportTicketsQuery,
  ContactMessageRequest,
  ContactMessageResponse,
  ContactReplyRequest,
  CreateSupportTicketRequest,
  PageQuery,
  Paged,
  SupportAssignee,
  SupportAttachment,
  SupportReplyRequest,
  SupportTicket,
  SupportTicketDetail,
  UpdateSupportTicketRequest,
} from '@phonehub/contracts';
import { apiRequest } from './http';
import {
  bodyCall,
  byId,
  fixedCall,
  idBodyCall,
  idCall,
  queryCall,
  uploadCall,
  type CallOptions,
} from './endpoints';

const ticketPath = byId('/support/tickets');
const ticketMessagesPath = byId('/support/tickets', '/messages');
const adminTicketPath = byId('/admin/support/tickets');

/** The signed-in shopper's tickets, newest first. */
export const getSupportTickets = queryCall<PageQuery, Paged<SupportTicket>>('/support/tickets');

/** Opens a ticket; 400 'Please fill in all required fields' without subject or message. */
export const createSupportTicket = bodyCall<CreateSupportTicketRequest, SupportTicket>(
  'POST',
  '/support/tickets',
);

/** One ticket with its conversation (its owner, or an admin); 404 otherwise. */
export const getSupportTicket = idCall<SupportTicketDetail>('GET', ticketPath);

/** A message on the ticket, by its owner or an admin; answers the ticket as it now is. */
export const replyToSupportTicket = idBodyCall<SupportReplyRequest, SupportTicketDetail>(
  'POST',
  ticketMessagesPath,
);

/** Uploads one image (JPEG, PNG or WebP, at most 5 MB) to attach to a message. */
export const uploadSupportAttachment = uploadCall<SupportAttachment>('/support/attachments', 'file', 'image');

/** The public contact form. */
export const sendContactMessage = bodyCall<ContactMessageRequest, ContactMessageResponse>('POST', '/contact');

/** The admin queue: overdue first, then newest. */
export const getAdminSupportTickets = queryCall<AdminSupportTicketsQuery, Paged<AdminSupportTicket>>(
  '/admin/support/tickets',
);

export const getAdminSupportTicket = idCall<AdminSupportTicketDetail>('GET', adminTicketPath);

/** An admin's reply (the same route as the shopper's), with the queue's fields in the answer. */
export const replyAsSupport = idBodyCall<SupportReplyRequest, AdminSupportTicketDetail>(
  'POST',
  ticketMessagesPath,
);

/** Status (409 INVALID_TRANSITION when the ticket machine refuses), priority, assignee. */
export const updateSupportTicket = idBodyCall<UpdateSupportTicketRequest, AdminSupportTicketDetail>(
  'PUT',
  adminTicketPath,
);

export const getSupportAssignees = fixedCall<SupportAssignee[]>('GET', '/admin/support/assignees');

export const getAdminSupportSummary = fixedCall<AdminSupportSummary>('GET', '/admin/support/summary');

export const getAdminContactMessages = queryCall<AdminContactMessagesQuery, Paged<AdminContactMessage>>(
  '/admin/contact-messages',
);

/** Mails the answer to the sender and records it. */
export const replyToContactMessage = idBodyCall<ContactReplyRequest, AdminContactMessage>(
  'POST',
  byId('/admin/contact-messages', '/reply'),
);

/** Turns the message into a ticket of the account with the sender's email; 409 when there is none. */
export function convertContactMessage(id: string, options: CallOptions = {}): Promise<AdminContactMessage> {
  return apiRequest('POST', `/admin/contact-messages/${encodeURIComponent(id)}/convert`, {
    ...options,
    body: {},
  });
}
