/** The carrier says a parcel moved (a verified tracking webhook); the shipping module re-reads its tracking. */
export class CarrierTrackingChangedEvent {
  static readonly eventName = 'shipping.carrier-tracking-changed';

  constructor(readonly trackerId: string) {}
}
