import type { TradeStatistics } from '@phonehub/contracts';
import { apiRequest } from './http';

/** The trade statistics behind the portal's summary cards and Analytics (admin). */
export function getAdminTradeStats(options: { signal?: AbortSignal } = {}): Promise<TradeStatistics> {
  return apiRequest('GET', '/admin/trades/stats', options);
}
