/**
 * A dispute opened on an order's payment (published once, when we first learn of it): its order's
 * payment reads `disputed`; sellers' unreleased funds for the order are held, the admin and the
 * order's sellers are mailed.
 */
export class DisputeOpenedEvent {
  static readonly eventName = 'disputes.opened';

  constructor(
    readonly orderId: string,
    /** Our dispute id (disputes.id). */
    readonly disputeId: string,
    readonly amountCents: number,
  ) {}
}
