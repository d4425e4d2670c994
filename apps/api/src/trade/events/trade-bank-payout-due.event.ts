/**
 * A bank payout was chosen while its owner's recipient account can already be paid: the transfer
 * is tried at once, as a job of the choice's commit (the scheduled run would otherwise send it).
 */
export class TradeBankPayoutDueEvent {
  static readonly eventName = 'trade.bank-payout-due';

  constructor(readonly tradeId: string) {}
}
