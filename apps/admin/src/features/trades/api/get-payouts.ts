import type {
  AdminTradesPageQuery,
  Paged,
  TradePayoutStatus,
  TradePayoutTotals,
  TradeRequest,
} from '@phonehub/contracts';
import { getAdminTradePayoutTotals, getAdminTrades } from '@phonehub/api-client';
import { useQuery } from '@tanstack/react-query';
import { usePagedList } from '../../../shared/use-paged-list';
import { adminTradesListRootKey } from './get-trades';

const PAYOUT_STATUSES: readonly TradePayoutStatus[] = ['pending', 'paid'];

export const adminPayoutTotalsQueryKey = ['admin', 'trades', 'payout-totals'] as const;

/** Trades with a chosen payout, awaiting payment first by filter; reviews reload it with the trade list. */
export function useAdminPayouts() {
  return usePagedList({
    queryKey: [...adminTradesListRootKey, 'payouts'],
    fetcher: (query: AdminTradesPageQuery, options: { signal?: AbortSignal }): Promise<Paged<TradeRequest>> =>
      getAdminTrades({ payout_status: 'pending', ...query }, options),
    noun: ['payout', 'payouts'],
    filters: { payout_status: PAYOUT_STATUSES },
    defaultSort: '-submitted_at',
  });
}

export function useAdminPayoutTotals() {
  return useQuery<TradePayoutTotals>({
    queryKey: adminPayoutTotalsQueryKey,
    queryFn: ({ signal }) => getAdminTradePayoutTotals({ signal }),
  });
}
