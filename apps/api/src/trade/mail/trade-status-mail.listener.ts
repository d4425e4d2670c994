import { Injectable } from '@nestjs/common';
import { MailListener } from '../../mail/mail-listener';
import type { MailMessage } from '../../mail/mail-transport';
import { TradeStatusChangedEvent } from '../events/trade-status-changed.event';
import { tradeStatusMail } from './trade-status.mail';

/** Tells the customer their trade was reviewed; the event is published after the review commits. */
@Injectable()
export class TradeStatusMailListener extends MailListener<TradeStatusChangedEvent> {
  protected readonly template = 'trade-status';
  readonly event = TradeStatusChangedEvent;

  protected override related(event: TradeStatusChangedEvent) {
    return { type: 'trade', id: event.trackingCode };
  }

  protected compose(event: TradeStatusChangedEvent): MailMessage {
    return tradeStatusMail(event);
  }
}
