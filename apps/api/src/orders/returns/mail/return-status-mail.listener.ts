import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { Logger } from 'nestjs-pino';
import type { MailMessage } from '../../../mail/mail-transport';
import { MailListener } from '../../../mail/mail-listener';
import { MailService } from '../../../mail/mail.service';
import { ReturnStatusChangedEvent } from '../events/return-status-changed.event';
import { ReturnsQueryService } from '../returns-query.service';
import { returnStatusMail } from './return-status.mail';

/** Mails the shopper at each step of a return. */
@Injectable()
export class ReturnStatusMailListener extends MailListener<ReturnStatusChangedEvent> {
  protected readonly failureMessage = 'Could not send the return status mail';

  constructor(
    mail: MailService,
    logger: Logger,
    private readonly returns: ReturnsQueryService,
  ) {
    super(mail, logger);
  }

  @OnEvent(ReturnStatusChangedEvent.eventName, { async: true })
  handle(event: ReturnStatusChangedEvent): Promise<void> {
    return this.deliver(event);
  }

  protected async compose(event: ReturnStatusChangedEvent): Promise<MailMessage> {
    return returnStatusMail(event.status, await this.returns.forMail(event.returnId));
  }
}
