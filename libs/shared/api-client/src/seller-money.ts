import type {
  CreatePayoutRequest,
  Paged,
  PageQuery,
  SellerOrder,
  SellerOrdersQuery,
  SellerPayout,
  SellerStats,
  ShipSellerLinesRequest,
} from '@phonehub/contracts';
import { apiRequest } from './http';
import { byId, fixedCall, idBodyCall, queryCall, type CallOptions } from './endpoints';

/** One page of the orders holding the signed-in seller's lines (only those lines), newest first. */
export const getSellerOrders = queryCall<SellerOrdersQuery, Paged<SellerOrder>>('/seller/orders');

/** Marks the seller's unshipped lines of the order shipped with one tracking number. */
export const shipSellerOrder = idBodyCall<ShipSellerLinesRequest, SellerOrder>(
  'POST',
  byId('/seller/orders', '/ship'),
);

/** The seller's real figures: sales, fees, payouts, balances, products and rating. */
export const getSellerStats = fixedCall<SellerStats>('GET', '/seller/stats');

/** One page of what has been paid out to the seller, newest first. */
export const getSellerPayouts = queryCall<PageQuery, Paged<SellerPayout>>('/seller/payouts');

/**
 * Pays a seller's available balance (admin). `idempotencyKey` names the attempt: a retry with the
 * same key answers the same payout instead of paying twice.
 */
export function createSellerPayout(
  id: string,
  body: CreatePayoutRequest,
  idempotencyKey: string,
  options: CallOptions = {},
): Promise<SellerPayout> {
  const headers = { 'Idempotency-Key': idempotencyKey };
  return apiRequest('POST', `/admin/sellers/${encodeURIComponent(id)}/payouts`, {
    ...options,
    body,
    headers,
  });
}
