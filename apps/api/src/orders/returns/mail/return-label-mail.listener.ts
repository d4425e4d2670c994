import { Injectable } from '@nestjs/common';
import type { MailMessage } from '../../../mail/mail-transport';
import { MailListener } from '../../../mail/mail-listener';
import { ReturnLabelReadyEvent } from '../events/return-label-ready.event';
import { ReturnsQueryService } from '../returns-query.service';
import { returnLabelMail } from './return-label.mail';

/** Mails the shopper the approved return's prepaid label (once per return). */
@Injectable()
export class ReturnLabelMailListener extends MailListener<ReturnLabelReadyEvent> {
  protected readonly template = 'return-label';
  readonly event = ReturnLabelReadyEvent;

  constructor(private readonly returns: ReturnsQueryService) {
    super();
  }

  protected override key(event: ReturnLabelReadyEvent): string {
    return `${this.template}:${event.returnId}`;
  }

  protected override related(event: ReturnLabelReadyEvent) {
    return { type: 'return', id: event.returnId };
  }

  protected async compose(event: ReturnLabelReadyEvent): Promise<MailMessage | null> {
    return returnLabelMail(await this.returns.forMail(event.returnId));
  }
}
