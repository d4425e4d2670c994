import { Injectable } from '@nestjs/common';
import { OnDomainEvent, type JobContext } from '../../jobs/job-handler.decorator';
import { MailListener } from '../../mail/mail-listener';
import type { MailMessage } from '../../mail/mail-transport';
import { TradeStatusChangedEvent } from '../events/trade-status-changed.event';
import { tradeStatusMail } from './trade-status.mail';

/** Tells the customer their trade was reviewed; the event is published after the review commits. */
@Injectable()
export class TradeStatusMailListener extends MailListener<TradeStatusChangedEvent> {
  protected readonly template = 'trade-status';

  @OnDomainEvent(TradeStatusChangedEvent)
  handle(event: TradeStatusChangedEvent, context: JobContext): Promise<void> {
    return this.deliver(event, context);
  }

  protected override related(event: TradeStatusChangedEvent) {
    return { type: 'trade', id: event.trackingCode };
  }

  protected compose(event: TradeStatusChangedEvent): MailMessage {
    return tradeStatusMail(event);
  }
}
