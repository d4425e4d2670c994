import { Injectable } from '@nestjs/common';
import { EmailChangedEvent } from '../../auth/events/email-changed.event';
import { MailListener } from '../mail-listener';
import type { MailMessage } from '../mail-transport';
import { emailChangedMail } from '../templates/email-changed.mail';

/** Tells the previous address that the account's email changed; runs after the response is sent. */
@Injectable()
export class EmailChangedMailListener extends MailListener<EmailChangedEvent> {
  protected readonly template = 'email-changed';
  readonly event = EmailChangedEvent;

  protected compose(event: EmailChangedEvent): MailMessage {
    return emailChangedMail({ to: event.previousEmail, newEmail: event.newEmail, firstName: event.firstName });
  }
}
