/** A checkout was paid and its order confirmed (after the transaction committed); mail subscribes. */
export class OrderPaidEvent {
  static readonly eventName = 'order.paid';

  constructor(readonly orderId: string) {}
}

/** The one confirmation mail of a paid order: its key (the mail's dedupe key; the reconciliation looks for it). */
export const orderConfirmationKey = (orderId: string) => `order-confirmation:${orderId}`;
