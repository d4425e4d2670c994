/** An order was marked delivered (published after the transaction committed); the sellers' ledger subscribes. */
export class OrderDeliveredEvent {
  static readonly eventName = 'order.delivered';

  constructor(
    readonly orderId: string,
    readonly deliveredAt: Date,
  ) {}
}
