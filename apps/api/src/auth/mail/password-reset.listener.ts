import { Injectable } from '@nestjs/common';
import { PasswordResetRequestedEvent } from '../events/password-reset-requested.event';
import { mailListener } from '../../mail/mail-listener';
import { passwordResetMail } from './password-reset.mail';

/** Mails the reset link; runs after the response is sent, so a failure never reaches the requester. */
@Injectable()
export class PasswordResetMailListener extends mailListener({
  event: PasswordResetRequestedEvent,
  template: 'password-reset',
  compose: (event) =>
    passwordResetMail({ to: event.email, firstName: event.firstName, resetUrl: event.resetUrl }),
}) {}
