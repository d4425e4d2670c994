/** The provider says a connected account changed (account.updated); the payout accounts re-read it. */
export class ProviderAccountChangedEvent {
  static readonly eventName = 'payouts.provider-account-changed';

  constructor(readonly providerAccountId: string) {}
}
