import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { MailListener } from '../../mail/mail-listener';
import type { MailMessage } from '../../mail/mail-transport';
import { ContactReplySentEvent, SupportReplyPostedEvent, SupportTicketCreatedEvent } from '../events/support.events';
import { contactReplyMail, newTicketMail, supportReplyMail } from './support.mail';

/** Mails the shopper support's reply; published after the reply commits. */
@Injectable()
export class SupportReplyMailListener extends MailListener<SupportReplyPostedEvent> {
  protected readonly failureMessage = 'Could not send the support reply mail';

  @OnEvent(SupportReplyPostedEvent.eventName, { async: true })
  handle(event: SupportReplyPostedEvent): Promise<void> {
    return this.deliver(event);
  }

  protected compose(event: SupportReplyPostedEvent): MailMessage {
    return supportReplyMail(event);
  }
}

/** Tells support's address about each new ticket. */
@Injectable()
export class NewTicketMailListener extends MailListener<SupportTicketCreatedEvent> {
  protected readonly failureMessage = 'Could not send the new ticket notification';

  @OnEvent(SupportTicketCreatedEvent.eventName, { async: true })
  handle(event: SupportTicketCreatedEvent): Promise<void> {
    return this.deliver(event);
  }

  protected compose(event: SupportTicketCreatedEvent): MailMessage {
    return newTicketMail(event);
  }
}

/** Sends an admin's answer to a contact form message. */
@Injectable()
export class ContactReplyMailListener extends MailListener<ContactReplySentEvent> {
  protected readonly failureMessage = 'Could not send the contact reply mail';

  @OnEvent(ContactReplySentEvent.eventName, { async: true })
  handle(event: ContactReplySentEvent): Promise<void> {
    return this.deliver(event);
  }

  protected compose(event: ContactReplySentEvent): MailMessage {
    return contactReplyMail(event);
  }
}
