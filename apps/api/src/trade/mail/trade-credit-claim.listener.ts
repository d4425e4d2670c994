import { Injectable } from '@nestjs/common';
import { mailListener } from '../../mail/mail-listener';
import { TradeCreditHeldEvent } from '../events/trade-credit-held.event';
import { tradeCreditClaimMail } from './trade-credit-claim.mail';

/** Mails the claim link of held store credit to the trade's address, once the choice committed. */
@Injectable()
export class TradeCreditClaimMailListener extends mailListener({
  event: TradeCreditHeldEvent,
  template: 'trade-credit-claim',
  compose: tradeCreditClaimMail,
  related: (event) => ({ type: 'trade', id: event.trackingCode }),
}) {}
