import { Injectable } from '@nestjs/common';
import { mailListener } from '../../mail/mail-listener';
import { TradeStatusChangedEvent } from '../events/trade-status-changed.event';
import { tradeStatusMail } from './trade-status.mail';

/** Tells the customer their trade was reviewed; the event is published after the review commits. */
@Injectable()
export class TradeStatusMailListener extends mailListener({
  event: TradeStatusChangedEvent,
  template: 'trade-status',
  compose: tradeStatusMail,
  related: (event) => ({ type: 'trade', id: event.trackingCode }),
}) {}
