import { Injectable } from '@nestjs/common';
import { mailListener } from '../../mail/mail-listener';
import { TradeLabelMailEvent } from '../events/trade-label-mail.event';
import { tradeLabelMail } from './trade-label.mail';

/** Mails an approved trade's prepaid label (or the day-14 reminder), once the label's note committed. */
@Injectable()
export class TradeLabelMailListener extends mailListener({
  event: TradeLabelMailEvent,
  template: 'trade-label',
  compose: tradeLabelMail,
  related: (event) => ({ type: 'trade', id: event.trackingCode }),
}) {}
