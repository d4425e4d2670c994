/**
 * A guest chose store credit but no account had verified the trade's email: the credit is held
 * and the address is mailed a link to claim it (the link exists only in that mail).
 */
export class TradeCreditHeldEvent {
  static readonly eventName = 'trade.credit-held';

  constructor(
    readonly email: string,
    readonly firstName: string,
    readonly trackingCode: string,
    /** Cents of store credit held. */
    readonly cents: number,
    readonly claimUrl: string,
    readonly claimDays: number,
  ) {}
}
