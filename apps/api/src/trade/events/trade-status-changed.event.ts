import type { TradeStatusName } from '@phonehub/contracts';

/** A trade moved on (an admin's step or the customer's choice); the trade mail listener tells the owner (or the guest). */
export class TradeStatusChangedEvent {
  static readonly eventName = 'trade.status-changed';

  constructor(
    readonly email: string,
    readonly firstName: string,
    readonly trackingCode: string,
    readonly device: string,
    readonly status: TradeStatusName,
    /** Dollars. */
    readonly finalValue: number | null,
    readonly rejectionReason: string | null,
    readonly trackUrl: string,
    /** What this step adds (the counteroffer and its reason, the payout made…); also on the timeline. */
    readonly note: string | null = null,
  ) {}
}
