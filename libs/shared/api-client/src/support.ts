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

interface CallOptions {
  signal?: AbortSignal;
}

const ticketPath = (id: string) => `/support/tickets/${encodeURIComponent(id)}`;

/** The signed-in shopper's tickets, newest first. */
export function getSupportTickets(
  query: PageQuery = {},
  options: CallOptions = {},
): Promise<Paged<SupportTicket>> {
  return apiRequest('GET', '/support/tickets', { ...options, query: { ...query } });
}

/** Opens a ticket; 400 'Please fill in all required fields' without subject or message. */
export function createSupportTicket(
  body: CreateSupportTicketRequest,
  options: CallOptions = {},
): Promise<SupportTicket> {
  return apiRequest('POST', '/support/tickets', { ...options, body });
}

/** One ticket with its conversation (its owner, or an admin); 404 otherwise. */
export function getSupportTicket(id: string, options: CallOptions = {}): Promise<SupportTicketDetail> {
  return apiRequest('GET', ticketPath(id), options);
}

/** A message on the ticket, by its owner or an admin; answers the ticket as it now is. */
export function replyToSupportTicket(
  id: string,
  body: SupportReplyRequest,
  options: CallOptions = {},
): Promise<SupportTicketDetail> {
  return apiRequest('POST', `${ticketPath(id)}/messages`, { ...options, body });
}

/** Uploads one image (JPEG, PNG or WebP, at most 5 MB) to attach to a message. */
export function uploadSupportAttachment(file: Blob, options: CallOptions = {}): Promise<SupportAttachment> {
  const body = new FormData();
  body.append('file', file, (file as File).name || 'image');
  return apiRequest('POST', '/support/attachments', { ...options, body });
}

/** The public contact form. */
export function sendContactMessage(
  body: ContactMessageRequest,
  options: CallOptions = {},
): Promise<ContactMessageResponse> {
  return apiRequest('POST', '/contact', { ...options, body });
}

/** The admin queue: overdue first, then newest. */
export function getAdminSupportTickets(
  query: AdminSupportTicketsQuery = {},
  options: CallOptions = {},
): Promise<Paged<AdminSupportTicket>> {
  return apiRequest('GET', '/admin/support/tickets', { ...options, query: { ...query } });
}

export function getAdminSupportTicket(
  id: string,
  options: CallOptions = {},
): Promise<AdminSupportTicketDetail> {
  return apiRequest('GET', `/admin${ticketPath(id)}`, options);
}

/** An admin's reply (the same route as the shopper's), with the queue's fields in the answer. */
export function replyAsSupport(
  id: string,
  body: SupportReplyRequest,
  options: CallOptions = {},
): Promise<AdminSupportTicketDetail> {
  return apiRequest('POST', `${ticketPath(id)}/messages`, { ...options, body });
}

/** Status (409 INVALID_TRANSITION when the ticket machine refuses), priority, assignee. */
export function updateSupportTicket(
  id: string,
  body: UpdateSupportTicketRequest,
  options: CallOptions = {},
): Promise<AdminSupportTicketDetail> {
  return apiRequest('PUT', `/admin${ticketPath(id)}`, { ...options, body });
}

export function getSupportAssignees(options: CallOptions = {}): Promise<SupportAssignee[]> {
  return apiRequest('GET', '/admin/support/assignees', options);
}

export function getAdminSupportSummary(options: CallOptions = {}): Promise<AdminSupportSummary> {
  return apiRequest('GET', '/admin/support/summary', options);
}

export function getAdminContactMessages(
  query: AdminContactMessagesQuery = {},
  options: CallOptions = {},
): Promise<Paged<AdminContactMessage>> {
  return apiRequest('GET', '/admin/contact-messages', { ...options, query: { ...query } });
}

/** Mails the answer to the sender and records it. */
export function replyToContactMessage(
  id: string,
  body: ContactReplyRequest,
  options: CallOptions = {},
): Promise<AdminContactMessage> {
  return apiRequest('POST', `/admin/contact-messages/${encodeURIComponent(id)}/reply`, { ...options, body });
}

/** Turns the message into a ticket of the account with the sender's email; 409 when there is none. */
export function convertContactMessage(id: string, options: CallOptions = {}): Promise<AdminContactMessage> {
  return apiRequest('POST', `/admin/contact-messages/${encodeURIComponent(id)}/convert`, {
    ...options,
    body: {},
  });
}
