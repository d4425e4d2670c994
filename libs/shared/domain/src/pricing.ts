import { CLAIMS } from './constants';
import { formatCents } from './numbers';

// Money is handled in integer cents everywhere; dollars exist only at the edges (display, Stripe gets cents).

export const TAX_RATE = 0.08;
export const SHIPPING_METHODS = {
  standard: { label: 'Standard', days: '3-5 business days', priceCents: 599 },
  express: { label: 'Express', days: '1-2 business days', priceCents: 1599 },
} as const;
export type ShippingMethod = keyof typeof SHIPPING_METHODS;
export const FREE_SHIPPING_THRESHOLD_CENTS = CLAIMS.freeShippingThresholdDollars * 100;

export interface PricedLine {
  unitPriceCents: number;
  quantity: number;
  /** Who sells and ships the line: a marketplace seller's id, or null/absent for PhoneHub itself. */
  sellerId?: string | null;
  /** A seller line's product shipping cost in cents (0 when it ships free); ignored on PhoneHub's lines. */
  shippingCostCents?: number;
}

/** One parcel of an order: PhoneHub's (sellerId null) or one seller's, with what its shipping costs. */
export interface ParcelCharge {
  sellerId: string | null;
  /** The items in the parcel, cents. */
  subtotalCents: number;
  shippingCents: number;
}

export interface OrderTotals {
  subtotalCents: number;
  taxCents: number;
  /** The sum of the parcels' shipping. */
  shippingCents: number;
  totalCents: number;
  /** PhoneHub's parcel first (when it sells any line), then each seller's in the order its lines come. */
  parcels: ParcelCharge[];
}

export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** Whole cents to dollars for the wire (JSON numbers with at most 2 decimals). */
export function toDollars(cents: number): number {
  return Math.round(cents) / 100;
}

export function shippingCents(subtotalCents: number, method: ShippingMethod = 'standard'): number {
  if (subtotalCents <= 0) return 0;
  if (method === 'standard' && subtotalCents >= FREE_SHIPPING_THRESHOLD_CENTS) return 0;
  return SHIPPING_METHODS[method].priceCents;
}

/**
 * The one pricing rule the cart shows and the server charges. Tax is on the items only. Shipping is
 * charged per parcel: PhoneHub's parcel (its own lines) by the chosen method on PhoneHub's subtotal
 * (standard free from the threshold); each seller's parcel at the highest shipping cost among that
 * seller's lines (0 when they all ship free), whatever the method. A cart of seller lines only has
 * no PhoneHub parcel.
 */
export function computeTotals(
  lines: readonly PricedLine[],
  method: ShippingMethod = 'standard',
): OrderTotals {
  const parcels = new Map<string | null, ParcelCharge>();
  for (const line of lines) {
    const sellerId = line.sellerId ?? null;
    const parcel = parcels.get(sellerId) ?? { sellerId, subtotalCents: 0, shippingCents: 0 };
    parcel.subtotalCents += line.unitPriceCents * line.quantity;
    if (sellerId !== null)
      parcel.shippingCents = Math.max(parcel.shippingCents, Math.max(0, line.shippingCostCents ?? 0));
    parcels.set(sellerId, parcel);
  }
  const shop = parcels.get(null);
  if (shop) shop.shippingCents = shippingCents(shop.subtotalCents, method);
  const ordered = [...(shop ? [shop] : []), ...[...parcels.values()].filter((p) => p.sellerId !== null)];
  const subtotalCents = ordered.reduce((sum, p) => sum + p.subtotalCents, 0);
  const taxCents = Math.round(subtotalCents * TAX_RATE);
  const ship = ordered.reduce((sum, p) => sum + p.shippingCents, 0);
  return {
    subtotalCents,
    taxCents,
    shippingCents: ship,
    totalCents: subtotalCents + taxCents + ship,
    parcels: ordered,
  };
}

/** The API's dollar amounts as shown: '$1,234.50', rounded to the cent first. */
export function formatDollars(dollars: number): string {
  return formatCents(toCents(dollars));
}
