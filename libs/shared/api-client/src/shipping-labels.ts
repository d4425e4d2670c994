import type { AdminOrder, BuyLabelRequest, SellerOrder, ShippingQuote } from '@phonehub/contracts';
import { byId, idBodyCall, idCall } from './endpoints';

// Labels for an order's parcels (issue 36): the carrier's rates for the parcel, then one of them
// bought. A quote is short-lived at the carrier, so callers read it afresh each time they buy.

/** The carrier's rates for the seller's parcel of a paid order, the order's shipping method's first. */
export const getSellerLabelRates = idCall<ShippingQuote>('GET', byId('/seller/orders', '/label-rates'));

/** Buys one rate of that quote as the seller's parcel's label; answers the order with its parcel_tracking. */
export const buySellerLabel = idBodyCall<BuyLabelRequest, SellerOrder>(
  'POST',
  byId('/seller/orders', '/label'),
);

/** The carrier's rates for PhoneHub's own parcel of a paid order (from the warehouse), its shipping method's first. */
export const getAdminLabelRates = idCall<ShippingQuote>('GET', byId('/admin/orders', '/label-rates'));

/** Buys one rate of that quote as PhoneHub's parcel's label; answers the order with its parcels' tracking. */
export const buyAdminLabel = idBodyCall<BuyLabelRequest, AdminOrder>('POST', byId('/admin/orders', '/label'));
