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

interface CallOptions {
  signal?: AbortSignal;
}

/** One page of the orders holding the signed-in seller's lines (only those lines), newest first. */
export function getSellerOrders(
  query: SellerOrdersQuery = {},
  options: CallOptions = {},
): Promise<Paged<SellerOrder>> {
  return apiRequest('GET', '/seller/orders', { ...options, query: { ...query } });
}

/** Marks the seller's unshipped lines of the order shipped with one tracking number. */
export function shipSellerOrder(
  id: string,
  body: ShipSellerLinesRequest,
  options: CallOptions = {},
): Promise<SellerOrder> {
  return apiRequest('POST', `/seller/orders/${encodeURIComponent(id)}/ship`, { ...options, body });
}

/** The seller's real figures: sales, fees, payouts, balances, products and rating. */
export function getSellerStats(options: CallOptions = {}): Promise<SellerStats> {
  return apiRequest('GET', '/seller/stats', options);
}

/** One page of what has been paid out to the seller, newest first. */
export function getSellerPayouts(
  query: PageQuery = {},
  options: CallOptions = {},
): Promise<Paged<SellerPayout>> {
  return apiRequest('GET', '/seller/payouts', { ...options, query: { ...query } });
}

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
