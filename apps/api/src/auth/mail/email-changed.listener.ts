import { Injectable } from '@nestjs/common';
import { EmailChangedEvent } from '../events/email-changed.event';
import { mailListener } from '../../mail/mail-listener';
import { emailChangedMail } from './email-changed.mail';

/** Tells the previous address that the account's email changed; runs after the response is sent. */
@Injectable()
export class EmailChangedMailListener extends mailListener({
  event: EmailChangedEvent,
  template: 'email-changed',
  compose: (event) =>
    emailChangedMail({ to: event.previousEmail, newEmail: event.newEmail, firstName: event.firstName }),
}) {}
