import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { Logger } from 'nestjs-pino';
import { EmailChangedEvent } from '../../auth/events/email-changed.event';
import { MailService } from '../mail.service';
import { emailChangedMail } from '../templates/email-changed.mail';

@Injectable()
export class EmailChangedMailListener {
  constructor(
    private readonly mail: MailService,
    private readonly logger: Logger,
  ) {}

  /** Runs after the response is sent; a mail failure is logged and never reaches the user. */
  @OnEvent(EmailChangedEvent.eventName, { async: true })
  async handle(event: EmailChangedEvent): Promise<void> {
    try {
      await this.mail.send(
        emailChangedMail({ to: event.previousEmail, newEmail: event.newEmail, firstName: event.firstName }),
      );
    } catch (error) {
      this.logger.error(
        { err: error },
        'Could not send the email-changed mail',
        EmailChangedMailListener.name,
      );
    }
  }
}
