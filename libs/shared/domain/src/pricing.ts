import { CLAIMS } from './constants';

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
}

export interface OrderTotals {
  subtotalCents: number;
  taxCents: number;
  shippingCents: number;
  totalCents: number;
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

/** The one pricing rule the cart shows and the server charges. */
export function computeTotals(lines: readonly PricedLine[], method: ShippingMethod = 'standard'): OrderTotals {
  const subtotalCents = lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
  const taxCents = Math.round(subtotalCents * TAX_RATE);
  const ship = shippingCents(subtotalCents, method);
  return { subtotalCents, taxCents, shippingCents: ship, totalCents: subtotalCents + taxCents + ship };
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}

/** The API's dollar amounts as shown: '$1,234.50', rounded to the cent first. */
export function formatDollars(dollars: number): string {
  return formatCents(toCents(dollars));
}
