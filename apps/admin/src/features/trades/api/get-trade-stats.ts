import type { TradeStatistics } from '@phonehub/contracts';
import { getAdminTradeStats } from '@phonehub/api-client';
import { useQuery } from '@tanstack/react-query';

export const adminTradeStatsQueryKey = ['admin', 'trades', 'stats'] as const;

export function useAdminTradeStats() {
  return useQuery<TradeStatistics>({
    queryKey: adminTradeStatsQueryKey,
    queryFn: ({ signal }) => getAdminTradeStats({ signal }),
  });
}
