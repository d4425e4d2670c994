import type { OrderStatus, PaymentStatus } from '@phonehub/contracts';
import { orderMachine, type TransitionCheck } from '@phonehub/domain';

/** The reason stored for a refund made outside this shop (e.g. in the provider's dashboard). */
export const OUTSIDE_REFUND_REASON = 'Refunded at the payment provider';

/** A paid order's payment status once `refundedCents` of its `totalCents` went back. */
export function paymentStatusAfterRefunds(totalCents: number, refundedCents: number): PaymentStatus {
  if (refundedCents <= 0) return 'paid';
  return refundedCents >= totalCents ? 'refunded' : 'partially_refunded';
}

/** What may still be refunded: paid, minus refunded, minus refunds the provider has not settled yet. */
export function refundableCents(totalCents: number, refundedCents: number, pendingCents: number): number {
  return Math.max(0, totalCents - refundedCents - pendingCents);
}

/** Money of an order by where it came from (or goes back to): the card, and store credit. */
export interface PaymentParts {
  cardCents: number;
  creditCents: number;
}

/**
 * What is left to refund of each part: what the card and the credit paid, minus what refunds
 * succeeded or still pending already took from that part, never below 0.
 */
export function refundableParts(paid: PaymentParts, taken: PaymentParts): PaymentParts {
  return {
    cardCents: Math.max(0, paid.cardCents - taken.cardCents),
    creditCents: Math.max(0, paid.creditCents - taken.creditCents),
  };
}

/**
 * Splits a refund of `amountCents` (at most what is `left`) into a card part and a store credit
 * part: the card first, up to what is left of its payment, then store credit.
 *
 * Why card first and not in proportion: the shopper's own money goes back the way it came before
 * any shop-only credit does, so a partial refund (a returned line, a goodwill refund) never turns
 * money the card paid into store credit; every part is a whole number of cents with no rounding,
 * so a series of partial refunds adds up exactly to what each part paid; and refunds made in the
 * provider's dashboard (card only) simply use up the card part first, as this rule would have.
 * Admin refunds, returns and cancellations all split through here.
 */
export function splitRefund(left: PaymentParts, amountCents: number): PaymentParts {
  if (!Number.isInteger(amountCents) || amountCents < 0 || amountCents > left.cardCents + left.creditCents)
    throw new RangeError(
      `A refund of ${amountCents} cents does not fit the ${left.cardCents + left.creditCents} left`,
    );
  const cardCents = Math.min(amountCents, left.cardCents);
  return { cardCents, creditCents: amountCents - cardCents };
}

/**
 * A shopper may cancel their order while it is unpaid (`pending`) or paid but not yet worked on
 * (`confirmed`); later the machine's sentence refuses it, e.g. 'Cannot change an order from processing to cancelled'.
 */
export function shopperCancelCheck(status: string): TransitionCheck<OrderStatus> {
  if (status === 'pending' || status === 'confirmed') return orderMachine.check(status, 'cancelled');
  return { ok: false, from: status, to: 'cancelled', detail: orderMachine.refusal(status, 'cancelled') };
}
