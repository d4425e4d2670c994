import { Injectable } from '@nestjs/common';
import { MailListener } from '../../mail/mail-listener';
import type { MailMessage } from '../../mail/mail-transport';
import { ContactReplySentEvent, SupportReplyPostedEvent, SupportTicketCreatedEvent } from '../events/support.events';
import { contactReplyMail, newTicketMail, supportReplyMail } from './support.mail';

/** Mails the shopper support's reply; published after the reply commits. */
@Injectable()
export class SupportReplyMailListener extends MailListener<SupportReplyPostedEvent> {
  protected readonly template = 'support-reply';
  readonly event = SupportReplyPostedEvent;

  protected override related(event: SupportReplyPostedEvent) {
    return { type: 'support_ticket', id: event.ticketId };
  }

  protected compose(event: SupportReplyPostedEvent): MailMessage {
    return supportReplyMail(event);
  }
}

/** Tells support's address about each new ticket. */
@Injectable()
export class NewTicketMailListener extends MailListener<SupportTicketCreatedEvent> {
  protected readonly template = 'new-ticket';
  readonly event = SupportTicketCreatedEvent;

  protected override related(event: SupportTicketCreatedEvent) {
    return { type: 'support_ticket', id: event.ticketId };
  }

  protected compose(event: SupportTicketCreatedEvent): MailMessage {
    return newTicketMail(event);
  }
}

/** Sends an admin's answer to a contact form message. */
@Injectable()
export class ContactReplyMailListener extends MailListener<ContactReplySentEvent> {
  protected readonly template = 'contact-reply';
  readonly event = ContactReplySentEvent;

  protected override related(event: ContactReplySentEvent) {
    return { type: 'contact_message', id: event.contactMessageId };
  }

  protected compose(event: ContactReplySentEvent): MailMessage {
    return contactReplyMail(event);
  }
}
