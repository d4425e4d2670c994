import type { AdminTradeQuery, AdminTradesPageQuery, Paged, TradeRequest, TradeStatusName } from '@phonehub/contracts';
import { getAdminTrades } from '@phonehub/api-client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export type { AdminTradeQuery, AdminTradesPageQuery, TradeRequest, TradeStatusName };

export const adminTradesListRootKey = ['admin', 'trades', 'list'] as const;
export const adminTradesQueryKey = (query: AdminTradesPageQuery) => [...adminTradesListRootKey, query] as const;

/** Only the filters in use, so '' and 'all' never reach the API. */
export function tradeQuery(search: string, status: TradeStatusName | ''): AdminTradeQuery {
  return { ...(search ? { search } : {}), ...(status ? { status } : {}) };
}

export const fetchAdminTrades = (query: AdminTradesPageQuery, signal?: AbortSignal): Promise<Paged<TradeRequest>> =>
  getAdminTrades(query, { signal });

/** One page of the trades matching the filters, newest first; the previous result stays on screen while the next loads. */
export function useAdminTrades(query: AdminTradesPageQuery) {
  return useQuery({
    queryKey: adminTradesQueryKey(query),
    queryFn: ({ signal }) => fetchAdminTrades(query, signal),
    placeholderData: keepPreviousData,
    meta: { errorToast: 'Failed to load trades' },
  });
}
