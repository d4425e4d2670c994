/**
 * The provider says a dispute opened, changed or closed (charge.dispute.*); the disputes module
 * re-reads it from the provider, the event only says which.
 */
export class ProviderDisputeChangedEvent {
  static readonly eventName = 'disputes.provider-dispute-changed';

  constructor(readonly providerDisputeId: string) {}
}
