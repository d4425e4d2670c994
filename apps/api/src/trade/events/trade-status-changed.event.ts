import type { TradeStatusName } from '@phonehub/contracts';

/** An admin changed a trade's status; the trade mail listener tells the owner (or the guest). */
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
  ) {}
}
