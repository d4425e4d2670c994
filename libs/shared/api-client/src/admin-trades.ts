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
import { apiDownload, apiRequest } from './http';

interface CallOptions {
  signal?: AbortSignal;
}

/** The trade statistics behind the portal's summary cards and Analytics (admin). */
export function getAdminTradeStats(options: CallOptions = {}): Promise<TradeStatistics> {
  return apiRequest('GET', '/admin/trades/stats', options);
}

/** One page of trades, newest first unless sorted, optionally searched (brand, model, partner) and filtered by status. */
export function getAdminTrades(
  query: AdminTradesPageQuery = {},
  options: CallOptions = {},
): Promise<Paged<TradeRequest>> {
  return apiRequest('GET', '/admin/trades', { ...options, query: { ...query } });
}

/** Sets a trade's status (approve with a final value, reject with a reason); stamps reviewedAt. */
export function reviewTrade(
  id: string,
  body: ReviewTradeRequest,
  options: CallOptions = {},
): Promise<TradeRequest> {
  return apiRequest('PUT', `/admin/trades/${encodeURIComponent(id)}`, { ...options, body });
}

/** Transfers awaiting payment and paid, and store credit granted (admin, dollars). */
export function getAdminTradePayoutTotals(options: CallOptions = {}): Promise<TradePayoutTotals> {
  return apiRequest('GET', '/admin/trades/payout-totals', options);
}

/** The filtered trade list as a CSV file. */
export function exportAdminTrades(query: AdminTradeQuery = {}, options: CallOptions = {}): Promise<Blob> {
  return apiDownload('/admin/trades/export', { ...options, query: { ...query } });
}

export function getDevicePricing(options: CallOptions = {}): Promise<DevicePricing[]> {
  return apiRequest('GET', '/admin/device-pricing', options);
}

export function createDevicePricing(
  body: DevicePricingRequest,
  options: CallOptions = {},
): Promise<DevicePricing> {
  return apiRequest('POST', '/admin/device-pricing', { ...options, body });
}

export function updateDevicePricing(
  id: string,
  body: DevicePricingRequest,
  options: CallOptions = {},
): Promise<DevicePricing> {
  return apiRequest('PUT', `/admin/device-pricing/${encodeURIComponent(id)}`, { ...options, body });
}

export function deleteDevicePricing(id: string, options: CallOptions = {}): Promise<void> {
  return apiRequest('DELETE', `/admin/device-pricing/${encodeURIComponent(id)}`, options);
}
