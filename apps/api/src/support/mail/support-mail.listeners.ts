import { Injectable } from '@nestjs/common';
import { mailListener } from '../../mail/mail-listener';
import {
  ContactReplySentEvent,
  SupportReplyPostedEvent,
  SupportTicketCreatedEvent,
} from '../events/support.events';
import { contactReplyMail, newTicketMail, supportReplyMail } from './support.mail';

/** Mails the shopper support's reply; published after the reply commits. */
@Injectable()
export class SupportReplyMailListener extends mailListener({
  event: SupportReplyPostedEvent,
  template: 'support-reply',
  compose: supportReplyMail,
  related: (event) => ({ type: 'support_ticket', id: event.ticketId }),
}) {}

/** Tells support's address about each new ticket. */
@Injectable()
export class NewTicketMailListener extends mailListener({
  event: SupportTicketCreatedEvent,
  template: 'new-ticket',
  compose: newTicketMail,
  related: (event) => ({ type: 'support_ticket', id: event.ticketId }),
}) {}

/** Sends an admin's answer to a contact form message. */
@Injectable()
export class ContactReplyMailListener extends mailListener({
  event: ContactReplySentEvent,
  template: 'contact-reply',
  compose: contactReplyMail,
  related: (event) => ({ type: 'contact_message', id: event.contactMessageId }),
}) {}
