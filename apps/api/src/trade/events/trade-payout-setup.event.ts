/**
 * A bank payout waits for its owner to set up payouts with the payment provider: chosen just now
 * (`reminder` false), or waiting since before bank details went to the provider (the daily
 * reminder). The owner is mailed a link to the trade's page, where the set-up starts.
 */
export class TradePayoutSetupEvent {
  static readonly eventName = 'trade.payout-setup';

  constructor(
    readonly email: string,
    readonly firstName: string,
    readonly trackingCode: string,
    /** Cents the transfer will pay. */
    readonly cents: number,
    /** The trade's page (signed in) or its tracking page (a guest). */
    readonly tradeUrl: string,
    readonly reminder: boolean,
  ) {}
}
