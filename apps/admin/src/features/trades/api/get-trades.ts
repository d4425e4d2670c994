import type {
  AdminTradeQuery,
  AdminTradesPageQuery,
  TradeRequest,
  TradeStatusName,
} from '@phonehub/contracts';
import { getAdminTrades } from '@phonehub/api-client';
import { TRADE_STATUSES } from '@phonehub/domain';
import { usePagedList } from '../../../shared/use-paged-list';

export type { AdminTradeQuery, AdminTradesPageQuery, TradeRequest, TradeStatusName };

export const adminTradesListRootKey = ['admin', 'trades', 'list'] as const;

/** The page of trades in the address (search by brand, model or partner; status), newest first by default. */
export function useAdminTrades() {
  return usePagedList({
    queryKey: adminTradesListRootKey,
    fetcher: getAdminTrades,
    noun: ['trade', 'trades'],
    filters: { status: TRADE_STATUSES },
    defaultSort: '-submitted_at',
  });
}

/** The export's filters: only those in use, so '' never reaches the API. */
export function tradeQuery(search: string, status: string): AdminTradeQuery {
  return { ...(search ? { search } : {}), ...(status ? { status: status as TradeStatusName } : {}) };
}
