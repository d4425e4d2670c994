import { Injectable } from '@nestjs/common';
import { mailListener } from '../../mail/mail-listener';
import { TradePayoutSetupEvent } from '../events/trade-payout-setup.event';
import { tradePayoutSetupMail } from './trade-payout-setup.mail';

/** Asks the owner of a waiting bank payout to set up payouts, once the choice (or the reminder) committed. */
@Injectable()
export class TradePayoutSetupMailListener extends mailListener({
  event: TradePayoutSetupEvent,
  template: 'trade-payout-setup',
  compose: tradePayoutSetupMail,
  related: (event) => ({ type: 'trade', id: event.trackingCode }),
}) {}
