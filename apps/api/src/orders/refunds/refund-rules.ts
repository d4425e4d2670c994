import type { OrderStatus, PaymentStatus } from '@phonehub/contracts';
import { orderMachine, type TransitionCheck } from '@phonehub/domain';
import type Stripe from 'stripe';
import type { RefundStatus } from './order-refund.entity';

/** The reason stored for a refund made outside this shop (e.g. in the provider's dashboard). */
export const OUTSIDE_REFUND_REASON = 'Refunded at the payment provider';

/** The provider's word on one refund, reduced to what an order keeps. */
export interface ProviderRefund {
  /** re_… */
  id: string;
  amountCents: number;
  status: RefundStatus;
  /** Our order_refunds id when we asked for it (metadata.refund_id), else null. */
  ourRefundId: string | null;
}

/**
 * Stripe's refund statuses on our three: `succeeded`; `failed` and `canceled` did not give money back;
 * `pending`, `requires_action` and anything new are still on their way.
 */
export function refundStatusOf(status: string | null): RefundStatus {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'failed' || status === 'canceled') return 'failed';
  return 'pending';
}

export function toProviderRefund(refund: Stripe.Refund): ProviderRefund {
  const ours = refund.metadata?.refund_id;
  return {
    id: refund.id,
    amountCents: refund.amount,
    status: refundStatusOf(refund.status),
    ourRefundId: typeof ours === 'string' && ours ? ours : null,
  };
}

/** A paid order's payment status once `refundedCents` of its `totalCents` went back. */
export function paymentStatusAfterRefunds(totalCents: number, refundedCents: number): PaymentStatus {
  if (refundedCents <= 0) return 'paid';
  return refundedCents >= totalCents ? 'refunded' : 'partially_refunded';
}

/** What may still be refunded: paid, minus refunded, minus refunds the provider has not settled yet. */
export function refundableCents(totalCents: number, refundedCents: number, pendingCents: number): number {
  return Math.max(0, totalCents - refundedCents - pendingCents);
}

/**
 * A shopper may cancel their order while it is unpaid (`pending`) or paid but not yet worked on
 * (`confirmed`); later the machine's sentence refuses it, e.g. 'Cannot change an order from processing to cancelled'.
 */
export function shopperCancelCheck(status: string): TransitionCheck<OrderStatus> {
  if (status === 'pending' || status === 'confirmed') return orderMachine.check(status, 'cancelled');
  return { ok: false, from: status, to: 'cancelled', detail: orderMachine.refusal(status, 'cancelled') };
}
