import { Injectable } from '@nestjs/common';
import { OnDomainEvent, type JobContext } from '../../jobs/job-handler.decorator';
import { PasswordResetRequestedEvent } from '../../auth/events/password-reset-requested.event';
import { MailListener } from '../mail-listener';
import type { MailMessage } from '../mail-transport';
import { passwordResetMail } from '../templates/password-reset.mail';

/** Mails the reset link; runs after the response is sent, so a failure never reaches the requester. */
@Injectable()
export class PasswordResetMailListener extends MailListener<PasswordResetRequestedEvent> {
  protected readonly template = 'password-reset';

  @OnDomainEvent(PasswordResetRequestedEvent)
  handle(event: PasswordResetRequestedEvent, context: JobContext): Promise<void> {
    return this.deliver(event, context);
  }

  protected compose(event: PasswordResetRequestedEvent): MailMessage {
    return passwordResetMail({ to: event.email, firstName: event.firstName, resetUrl: event.resetUrl });
  }
}
