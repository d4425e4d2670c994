import { Injectable } from '@nestjs/common';
import { mailListener } from '../../mail/mail-listener';
import { EmailVerificationRequestedEvent } from '../events/email-verification-requested.event';
import { emailVerificationMail } from './email-verification.mail';

/** Mails the link that proves an address; runs after the change committed. */
@Injectable()
export class EmailVerificationMailListener extends mailListener({
  event: EmailVerificationRequestedEvent,
  template: 'email-verification',
  compose: (event) =>
    emailVerificationMail({
      to: event.email,
      firstName: event.firstName,
      purpose: event.purpose,
      verifyUrl: event.verifyUrl,
    }),
}) {}
