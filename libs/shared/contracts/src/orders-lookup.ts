/** A guest's way back to an order (issue 14): email and reference, nothing else about the order without both. */
import type { OrderStatus, PaymentStatus, ShippingMethodName } from './orders';
import type { ParcelTracking } from './shipping';

/** POST /api/orders/lookup (public, rate-limited). 404 'Order not found' unless both match one order. */
export interface OrderLookupRequest {
  /** The address the order confirmation went to (case and surrounding spaces are ignored). */
  email: string;
  /** The 8 characters shown to shoppers (the end of the order id); spaces, a leading '#' and case are ignored. */
  reference: string;
}

export interface OrderLookupItem {
  name: string;
  brand: string;
  model: string;
  quantity: number;
}

/** One parcel: who sent it, its tracking number and which lines it carries (by name). */
export interface OrderLookupShipment {
  sold_by: string;
  tracking_number: string;
  shipped_at: string;
  items: string[];
  /** The carrier's timeline when the parcel left with a label bought here (label_url null), else null. */
  tracking: ParcelTracking | null;
}

/** What the lookup shows: status, what was bought, parcels and dates; no address, contact or payment details. */
export interface OrderLookupResult {
  reference: string;
  status: OrderStatus;
  payment_status: PaymentStatus;
  shipping_method: ShippingMethodName;
  created_at: string;
  paid_at: string | null;
  delivered_at: string | null;
  items: OrderLookupItem[];
  shipments: OrderLookupShipment[];
}
