import type {
  AdminTradeQuery,
  AdminTradesPageQuery,
  Paged,
  TradeRequest,
  TradeStatusName,
} from '@phonehub/contracts';
import { getAdminTrades } from '@phonehub/api-client';
import { TRADE_STATUSES } from '@phonehub/domain';
import { usePagedList } from '../../../shared/use-paged-list';

export type { AdminTradeQuery, AdminTradesPageQuery, TradeRequest, TradeStatusName };

export const adminTradesListRootKey = ['admin', 'trades', 'list'] as const;

export const fetchAdminTrades = (
  query: AdminTradesPageQuery,
  options: { signal?: AbortSignal },
): Promise<Paged<TradeRequest>> => getAdminTrades(query, options);

/** The page of trades in the address (search by brand, model or partner; status), newest first by default. */
export function useAdminTrades() {
  const filters = { status: TRADE_STATUSES };
  return usePagedList({
    queryKey: adminTradesListRootKey,
    fetcher: fetchAdminTrades,
    noun: ['trade', 'trades'],
    filters,
    defaultSort: '-submitted_at',
  });
}

/** The export's filters: only those in use, so '' never reaches the API. */
export function tradeQuery(search: string, status: string): AdminTradeQuery {
  return { ...(search ? { search } : {}), ...(status ? { status: status as TradeStatusName } : {}) };
}
