/** An order was cancelled by its shopper or an admin (published after the transaction committed); mail subscribes. */
export class OrderCancelledEvent {
  static readonly eventName = 'order.cancelled';

  constructor(
    readonly orderId: string,
    /** Cents given back before the cancel (0 for an unpaid order). */
    readonly refundedCents: number,
  ) {}
}
