import type { RefundStatus } from './order-refund.entity';

/** A refund was confirmed by the provider (published after the transaction committed); mail and returns subscribe. */
export class OrderRefundedEvent {
  static readonly eventName = 'order.refunded';

  constructor(
    readonly orderId: string,
    readonly refundId: string,
    readonly amountCents: number,
    readonly returnId: string | null,
    readonly status: RefundStatus,
  ) {}
}
