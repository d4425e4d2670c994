import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { Logger } from 'nestjs-pino';
import { PasswordResetRequestedEvent } from '../../auth/events/password-reset-requested.event';
import { MailService } from '../mail.service';
import { passwordResetMail } from '../templates/password-reset.mail';

@Injectable()
export class PasswordResetMailListener {
  constructor(
    private readonly mail: MailService,
    private readonly logger: Logger,
  ) {}

  /** Runs after the response is sent; a mail failure is logged and never reaches the requester. */
  @OnEvent(PasswordResetRequestedEvent.eventName, { async: true })
  async handle(event: PasswordResetRequestedEvent): Promise<void> {
    try {
      await this.mail.send(
        passwordResetMail({ to: event.email, firstName: event.firstName, resetUrl: event.resetUrl }),
      );
    } catch (error) {
      this.logger.error(
        { err: error },
        'Could not send the password reset mail',
        PasswordResetMailListener.name,
      );
    }
  }
}
