import { CLAIMS } from './constants';
import { computeTotals, type PricedLine } from './pricing';

// 30-day returns: when a shopper may ask for one (the API enforces it, the storefront offers
// "Return items" by the same rule) and what it gives back.

export const RETURN_WINDOW_DAYS = CLAIMS.returnDays;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A return's reason, trimmed: the storefront's form counts against it, the API refuses anything else. */
export const RETURN_REASON_LENGTH = { min: 10, max: 1000 } as const;

/** The sentences a refused return request answers with (and a screen may show). */
export const RETURN_MESSAGES = {
  notDelivered: 'Only delivered orders can be returned',
  windowClosed: `Returns are accepted within ${RETURN_WINDOW_DAYS} days of delivery`,
  alreadyRequested: 'A return has already been requested for this order',
  reasonLength: `Please describe the reason for the return in ${RETURN_REASON_LENGTH.min} to ${RETURN_REASON_LENGTH.max} characters`,
  noItems: 'Please choose at least one item to return',
} as const;

/** What the rule reads of an order: the API's Order, or the entity's fields under these names. */
export interface ReturnableOrder {
  status: string;
  /** When it was marked delivered (ISO text on the wire, a Date on the server). */
  delivered_at: string | Date | null;
}

/** The last moment a return may be asked for: 30 days after delivery. */
export function returnDeadline(deliveredAt: string | Date): Date {
  return new Date(new Date(deliveredAt).getTime() + RETURN_WINDOW_DAYS * DAY_MS);
}

/** A delivered order within 30 days of its delivery (the deadline itself included). */
export function returnWindowOpen(order: ReturnableOrder, now: Date = new Date()): boolean {
  if (order.status !== 'delivered' || !order.delivered_at) return false;
  return now.getTime() <= returnDeadline(order.delivered_at).getTime();
}

/**
 * Why a return cannot be requested for `order` now (one of RETURN_MESSAGES), or null when it can.
 * `hasReturn`: the order already has its (one) return.
 */
export function returnRefusal(
  order: ReturnableOrder,
  hasReturn: boolean,
  now: Date = new Date(),
): string | null {
  if (order.status !== 'delivered') return RETURN_MESSAGES.notDelivered;
  if (!returnWindowOpen(order, now)) return RETURN_MESSAGES.windowClosed;
  if (hasReturn) return RETURN_MESSAGES.alreadyRequested;
  return null;
}

/**
 * What a return gives back, in cents: the returned units' price plus the tax charged on them (the
 * checkout's own rule, so returning everything gives back exactly the tax paid), never shipping,
 * and never more than is left to refund of the payment.
 */
export function returnRefundCents(lines: readonly PricedLine[], leftToRefundCents: number): number {
  const { subtotalCents, taxCents } = computeTotals(lines);
  return Math.max(0, Math.min(subtotalCents + taxCents, leftToRefundCents));
}
