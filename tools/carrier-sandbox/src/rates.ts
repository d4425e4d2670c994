import { isoSeconds, randomId } from './errors';

/** The carriers the sandbox rates, each with its (fixed per run) carrier account. */
export const CARRIERS = ['USPS', 'UPS'] as const;
export type Carrier = (typeof CARRIERS)[number];

interface Service {
  carrier: Carrier;
  service: string;
  /** Price in cents: a base, a step per zone and per started pound. */
  baseCents: number;
  perZoneCents: number;
  perPoundCents: number;
  days: (zone: number) => number;
}

/**
 * A deterministic price list, so tests can assert amounts: USPS GroundAdvantage is the standard
 * service (3–5 days with distance), USPS Priority and UPS NextDayAir the express ones.
 */
export const SERVICES: readonly Service[] = [
  {
    carrier: 'USPS',
    service: 'GroundAdvantage',
    baseCents: 475,
    perZoneCents: 45,
    perPoundCents: 95,
    days: (zone) => 3 + Math.floor((zone - 1) / 3),
  },
  {
    carrier: 'USPS',
    service: 'Priority',
    baseCents: 850,
    perZoneCents: 70,
    perPoundCents: 140,
    days: (zone) => (zone <= 2 ? 1 : zone <= 5 ? 2 : 3),
  },
  {
    carrier: 'UPS',
    service: 'NextDayAir',
    baseCents: 2400,
    perZoneCents: 210,
    perPoundCents: 320,
    days: () => 1,
  },
];

export interface SandboxRate {
  id: string;
  created: number;
  carrier: Carrier;
  service: string;
  cents: number;
  delivery_days: number;
  shipment_id: string;
  carrier_account_id: string;
}

const zip3 = (zip: string) => Number(zip.replace(/\D/g, '').slice(0, 3).padEnd(3, '0'));

/** USPS-style zones 1–8 from the distance between the ZIP prefixes (a stand-in for the real zone chart). */
export function zoneBetween(fromZip: string, toZip: string): number {
  return 1 + Math.min(7, Math.floor(Math.abs(zip3(fromZip) - zip3(toZip)) / 125));
}

/** Carriers bill by the started pound; parcels are weighed in ounces. */
export const billedPounds = (weightOz: number) => Math.max(1, Math.ceil(weightOz / 16));

export function quoteRates(
  shipmentId: string,
  zone: number,
  weightOz: number,
  accounts: Record<Carrier, string>,
  now: number,
): SandboxRate[] {
  const pounds = billedPounds(weightOz);
  return SERVICES.map((s) => ({
    id: randomId('rate_'),
    created: now,
    carrier: s.carrier,
    service: s.service,
    cents: s.baseCents + s.perZoneCents * zone + s.perPoundCents * (pounds - 1),
    delivery_days: s.days(zone),
    shipment_id: shipmentId,
    carrier_account_id: accounts[s.carrier],
  }));
}

/** EasyPost sends money as strings in dollars: "7.60". */
export const dollars = (cents: number) => (cents / 100).toFixed(2);

export function rateObject(rate: SandboxRate) {
  // Retail and list prices sit above the account's negotiated rate, as they do at EasyPost.
  const retail = dollars(Math.round(rate.cents * 1.25));
  const list = dollars(Math.round(rate.cents * 1.1));
  return {
    id: rate.id,
    object: 'Rate',
    mode: 'test',
    created_at: isoSeconds(rate.created),
    updated_at: isoSeconds(rate.created),
    carrier: rate.carrier,
    service: rate.service,
    rate: dollars(rate.cents),
    currency: 'USD',
    retail_rate: retail,
    retail_currency: 'USD',
    list_rate: list,
    list_currency: 'USD',
    delivery_days: rate.delivery_days,
    est_delivery_days: rate.delivery_days,
    delivery_date: null,
    delivery_date_guaranteed: false,
    billing_type: 'easypost',
    shipment_id: rate.shipment_id,
    carrier_account_id: rate.carrier_account_id,
  };
}
