import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { MailListener } from '../../mail/mail-listener';
import type { MailMessage } from '../../mail/mail-transport';
import { TradeStatusChangedEvent } from '../events/trade-status-changed.event';
import { tradeStatusMail } from './trade-status.mail';

/** Tells the customer their trade was reviewed; the event is published after the review commits. */
@Injectable()
export class TradeStatusMailListener extends MailListener<TradeStatusChangedEvent> {
  protected readonly failureMessage = 'Could not send the trade status mail';

  @OnEvent(TradeStatusChangedEvent.eventName, { async: true })
  handle(event: TradeStatusChangedEvent): Promise<void> {
    return this.deliver(event);
  }

  protected compose(event: TradeStatusChangedEvent): MailMessage {
    return tradeStatusMail(event);
  }
}
