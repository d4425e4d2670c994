/** What the shopper is told about a labelled parcel: it left, it is out for delivery, it arrived. */
export type ParcelNews = 'shipped' | 'out_for_delivery' | 'delivered';

/**
 * The carrier moved one of the order's labelled parcels (published with the move it caused); the
 * shopper's mail follows. `trackingCode` names the parcel among the order's shipments.
 */
export class OrderParcelMovedEvent {
  static readonly eventName = 'order.parcel-moved';

  constructor(
    readonly orderId: string,
    readonly orderParcelId: string,
    readonly trackingCode: string,
    readonly news: ParcelNews,
  ) {}
}
