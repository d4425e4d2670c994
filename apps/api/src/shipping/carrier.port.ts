/**
 * What moving parcels needs from a carrier integration, in our own words: rates for a parcel
 * between two addresses, buying a label (tracking code, label PDF), reading a parcel's tracking, and
 * checking a tracking webhook. The shipping module implements it on EasyPost's SDK
 * (easypost-carrier.ts, the only user of the SDK; real EasyPost, or the local carrier sandbox) and
 * provides it under CARRIER.
 *
 * Failures: an unknown parcel reads as null; a refusal the carrier gave for good (a bad address,
 * a rate that is gone) throws CarrierRefusedError with its message; anything else (unreachable)
 * throws, and the job or request that asked retries or answers 502.
 */
export const CARRIER = Symbol('CARRIER');

export interface PostalAddress {
  name: string;
  company?: string | null;
  street1: string;
  street2?: string | null;
  city: string;
  state: string;
  zip: string;
  country: string;
  phone?: string | null;
  email?: string | null;
}

/** Inches and ounces, as carriers rate them. */
export interface ParcelSize {
  lengthIn: number;
  widthIn: number;
  heightIn: number;
  weightOz: number;
}

export interface CarrierRate {
  id: string;
  carrier: string;
  service: string;
  amountCents: number;
  deliveryDays: number | null;
}

/** A parcel quoted at the carrier: buy one of its rates to get a label. */
export interface CarrierQuote {
  shipmentId: string;
  rates: CarrierRate[];
}

export interface CarrierLabel {
  shipmentId: string;
  trackingCode: string;
  carrier: string;
  service: string;
  amountCents: number;
  /** The 4×6 label, a PDF anyone with the link can print. */
  labelUrl: string;
  /** The carrier's tracker of the parcel: what `track` reads. */
  trackerId: string;
}

/** Where a parcel is, in the carriers' common words. */
export type CarrierParcelStatus =
  | 'pre_transit'
  | 'in_transit'
  | 'out_for_delivery'
  | 'delivered'
  | 'return_to_sender'
  | 'failure'
  | 'unknown';

export interface TrackingScan {
  status: CarrierParcelStatus;
  message: string;
  /** "Louisville, KY, US", or null when the carrier gives no place. */
  location: string | null;
  at: Date;
}

export interface ParcelTracking {
  trackerId: string;
  trackingCode: string;
  status: CarrierParcelStatus;
  /** Oldest first. */
  scans: TrackingScan[];
}

/** A verified tracking webhook: only a hint of which parcel moved (the tracking is re-read). */
export interface CarrierWebhookEvent {
  id: string;
  /** The tracker the event is about (null: not a tracking event). */
  trackerId: string | null;
  /** When the carrier created the event, when it says (the webhook lag metric). */
  createdAt?: Date | null;
}

export class CarrierRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CarrierRefusedError';
  }
}

export interface CarrierGateway {
  quote(request: {
    from: PostalAddress;
    to: PostalAddress;
    parcel: ParcelSize;
    reference: string;
    isReturn?: boolean;
  }): Promise<CarrierQuote>;
  /** Buys the label of a quoted parcel at one of its rates; buying the same parcel again answers its label. */
  buy(shipmentId: string, rateId: string): Promise<CarrierLabel>;
  track(trackerId: string): Promise<ParcelTracking | null>;
  /** Checks the signature over the exact bytes received; throws when it does not hold. */
  webhookEvent(
    rawBody: Buffer,
    headers: Readonly<Record<string, string | string[] | undefined>>,
  ): CarrierWebhookEvent;
}
