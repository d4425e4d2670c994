import { Injectable } from '@nestjs/common';
import type { MailMessage } from '../../../mail/mail-transport';
import { MailListener } from '../../../mail/mail-listener';
import { ReturnStatusChangedEvent } from '../events/return-status-changed.event';
import { ReturnsQueryService } from '../returns-query.service';
import { returnStatusMail } from './return-status.mail';

/** Mails the shopper at each step of a return. */
@Injectable()
export class ReturnStatusMailListener extends MailListener<ReturnStatusChangedEvent> {
  protected readonly template = 'return-status';
  readonly event = ReturnStatusChangedEvent;

  constructor(private readonly returns: ReturnsQueryService) {
    super();
  }

  protected override related(event: ReturnStatusChangedEvent) {
    return { type: 'return', id: event.returnId };
  }

  protected async compose(event: ReturnStatusChangedEvent): Promise<MailMessage> {
    return returnStatusMail(event.status, await this.returns.forMail(event.returnId));
  }
}
