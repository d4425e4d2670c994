import type { PayoutAccountPurpose } from '../payout-gateway.port';

/** A payout account can now be paid: transfers waiting for it go (sellers' runs, trade-in payouts). */
export class PayoutAccountEnabledEvent {
  static readonly eventName = 'payouts.account-enabled';

  constructor(
    readonly purpose: PayoutAccountPurpose,
    readonly ownerId: string,
  ) {}
}
