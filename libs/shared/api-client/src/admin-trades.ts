import type {
  AdminTradeQuery,
  AdminTradesPageQuery,
  DevicePricing,
  DevicePricingRequest,
  Paged,
  ReviewTradeRequest,
  TradePayoutTotals,
  TradeRequest,
  TradeStatistics,
} from '@phonehub/contracts';
import { apiDownload } from './http';
import { bodyCall, byId, fixedCall, idBodyCall, idCall, queryCall, type CallOptions } from './endpoints';

const devicePricingPath = byId('/admin/device-pricing');

/** The trade statistics behind the portal's summary cards and Analytics (admin). */
export const getAdminTradeStats = fixedCall<TradeStatistics>('GET', '/admin/trades/stats');

/** One page of trades, newest first unless sorted, optionally searched (brand, model, partner) and filtered by status. */
export const getAdminTrades = queryCall<AdminTradesPageQuery, Paged<TradeRequest>>('/admin/trades');

/** Sets a trade's status (approve with a final value, reject with a reason); stamps reviewedAt. */
export const reviewTrade = idBodyCall<ReviewTradeRequest, TradeRequest>('PUT', byId('/admin/trades'));

/** Transfers awaiting payment and paid, and store credit granted (admin, dollars). */
export const getAdminTradePayoutTotals = fixedCall<TradePayoutTotals>('GET', '/admin/trades/payout-totals');

/** The filtered trade list as a CSV file. */
export function exportAdminTrades(query: AdminTradeQuery = {}, options: CallOptions = {}): Promise<Blob> {
  return apiDownload('/admin/trades/export', { ...options, query: { ...query } });
}

export const getDevicePricing = fixedCall<DevicePricing[]>('GET', '/admin/device-pricing');

export const createDevicePricing = bodyCall<DevicePricingRequest, DevicePricing>(
  'POST',
  '/admin/device-pricing',
);

export const updateDevicePricing = idBodyCall<DevicePricingRequest, DevicePricing>('PUT', devicePricingPath);

export const deleteDevicePricing = idCall<void>('DELETE', devicePricingPath);
