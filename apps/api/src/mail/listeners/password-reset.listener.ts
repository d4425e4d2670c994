import { Injectable } from '@nestjs/common';
import { PasswordResetRequestedEvent } from '../../auth/events/password-reset-requested.event';
import { MailListener } from '../mail-listener';
import type { MailMessage } from '../mail-transport';
import { passwordResetMail } from '../templates/password-reset.mail';

/** Mails the reset link; runs after the response is sent, so a failure never reaches the requester. */
@Injectable()
export class PasswordResetMailListener extends MailListener<PasswordResetRequestedEvent> {
  protected readonly template = 'password-reset';
  readonly event = PasswordResetRequestedEvent;

  protected compose(event: PasswordResetRequestedEvent): MailMessage {
    return passwordResetMail({ to: event.email, firstName: event.firstName, resetUrl: event.resetUrl });
  }
}
