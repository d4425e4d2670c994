// The arithmetic of taking a refund back from sellers' earnings (pure, so it is unit-tested alone).

/** A seller's line of a refunded order: what it earned and what refunds already took back. */
export interface EarnedLine {
  orderItemId: string;
  sellerId: string;
  quantity: number;
  payoutCents: number;
  /** Sum of earlier reversals of the line, as a positive number of cents. */
  reversedCents: number;
}

export interface LineReversal {
  orderItemId: string;
  sellerId: string;
  /** Cents to take back, positive. */
  cents: number;
}

const halfUp = (numerator: number, denominator: number): number =>
  Math.floor((numerator * 2 + denominator) / (denominator * 2));

/**
 * What a refund takes back from each seller line, never more than the line still holds.
 * - A return's refund: the returned units' share of the line's payout (`returned`: units per line).
 * - Any other refund: the refund's share of the order total, applied to each line's payout, so a
 *   full refund takes back every payout exactly and a partial one takes back its proportion.
 * Lines with nothing to take back are left out.
 */
export function reversalsFor(
  lines: readonly EarnedLine[],
  refund: { amountCents: number; orderTotalCents: number; returned: ReadonlyMap<string, number> | null },
): LineReversal[] {
  const out: LineReversal[] = [];
  for (const line of lines) {
    const remaining = line.payoutCents - line.reversedCents;
    if (remaining <= 0) continue;
    let wanted: number;
    if (refund.returned) {
      const units = Math.min(refund.returned.get(line.orderItemId) ?? 0, line.quantity);
      wanted = halfUp(line.payoutCents * units, line.quantity);
    } else {
      if (refund.orderTotalCents <= 0) continue;
      const share = Math.min(refund.amountCents, refund.orderTotalCents);
      wanted = halfUp(line.payoutCents * share, refund.orderTotalCents);
    }
    const cents = Math.min(wanted, remaining);
    if (cents > 0) out.push({ orderItemId: line.orderItemId, sellerId: line.sellerId, cents });
  }
  return out;
}

/** A seller's parcel of a refunded order: the shipping it was credited and what refunds took back. */
export interface CreditedParcel {
  orderParcelId: string;
  sellerId: string;
  /** The shipping credited to the seller: what the shopper paid for it, less the platform fee on it. */
  creditCents: number;
  /** Sum of earlier reversals of the parcel's shipping, as a positive number of cents. */
  reversedCents: number;
}

export interface ParcelReversal {
  orderParcelId: string;
  sellerId: string;
  /** Cents to take back, positive. */
  cents: number;
}

/**
 * What a refund takes back of the sellers' shipping credits, like the lines' payouts: a refund of
 * (part of) the order takes back its share of the order total from each parcel's shipping, so a
 * full refund takes it all back. A return's refund never gives shipping back (returnRefundCents),
 * so it takes none of it.
 */
export function shippingReversalsFor(
  parcels: readonly CreditedParcel[],
  refund: { amountCents: number; orderTotalCents: number; returned: ReadonlyMap<string, number> | null },
): ParcelReversal[] {
  if (refund.returned || refund.orderTotalCents <= 0) return [];
  const share = Math.min(refund.amountCents, refund.orderTotalCents);
  const out: ParcelReversal[] = [];
  for (const parcel of parcels) {
    const remaining = parcel.creditCents - parcel.reversedCents;
    const cents = Math.min(halfUp(parcel.creditCents * share, refund.orderTotalCents), remaining);
    if (cents > 0) out.push({ orderParcelId: parcel.orderParcelId, sellerId: parcel.sellerId, cents });
  }
  return out;
}
