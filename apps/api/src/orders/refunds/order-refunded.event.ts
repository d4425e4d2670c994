import type { RefundStatus } from './order-refund.entity';

/**
 * A refund succeeded (published after the transaction committed): the provider confirmed its card
 * part, or it had none (store credit only). Mail, returns and the seller ledger subscribe.
 */
export class OrderRefundedEvent {
  static readonly eventName = 'order.refunded';

  constructor(
    readonly orderId: string,
    readonly refundId: string,
    /** All that went back: cardCents + creditCents. */
    readonly amountCents: number,
    readonly returnId: string | null,
    readonly status: RefundStatus,
    /** The part given back as store credit (already on the shopper's ledger). */
    readonly creditCents = 0,
  ) {}

  /** The part given back to the card through the provider. */
  get cardCents(): number {
    return this.amountCents - this.creditCents;
  }
}
