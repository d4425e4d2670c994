// Parcels that move for real (issue 36): labels bought from the carrier and tracking that drives
// the statuses. Amounts are cents.

/** Where a parcel is, in the carriers' common words. */
export type ParcelStatus =
  'label_created' | 'in_transit' | 'out_for_delivery' | 'delivered' | 'return_to_sender' | 'failure';

/** One carrier scan: what happened, where and when. */
export interface TrackingEvent {
  status: ParcelStatus;
  message: string;
  /** "Louisville, KY, US", or null when the carrier gives no place. */
  location: string | null;
  at: string;
}

/** A parcel with a label bought through the carrier integration, and its tracking so far. */
export interface ParcelTracking {
  carrier: string;
  service: string;
  tracking_code: string;
  status: ParcelStatus;
  /** The 4×6 label PDF (for whoever prints it; the shopper's views leave it out of outbound parcels). */
  label_url: string | null;
  /** Newest first. */
  events: TrackingEvent[];
  /** When the label stops being valid (trade-in labels: 21 days), else null. */
  expires_at: string | null;
}

/** One rate the carrier offers for a parcel; buy it with POST …/label { rate_id, quote_id }. */
export interface ShippingRate {
  id: string;
  carrier: string;
  service: string;
  amount_cents: number;
  delivery_days: number | null;
}

/** GET …/rates: the parcel quoted at the carrier, rates for the order's shipping method first. */
export interface ShippingQuote {
  quote_id: string;
  rates: ShippingRate[];
}

/** POST …/label. */
export interface BuyLabelRequest {
  quote_id: string;
  rate_id: string;
}
