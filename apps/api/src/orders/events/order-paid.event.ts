/** A checkout was paid and its order confirmed (after the transaction committed); mail subscribes. */
export class OrderPaidEvent {
  static readonly eventName = 'order.paid';

  constructor(readonly orderId: string) {}
}
