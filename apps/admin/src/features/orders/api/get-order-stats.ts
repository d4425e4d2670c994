import type { OrderStats } from '@phonehub/contracts';
import { getAdminOrderStats } from '@phonehub/api-client';
import { useQuery } from '@tanstack/react-query';
import { adminOrdersRootKey } from './get-orders';

export type { OrderStats };

export const adminOrderStatsQueryKey = [...adminOrdersRootKey, 'stats'] as const;

export const fetchAdminOrderStats = (signal?: AbortSignal): Promise<OrderStats> =>
  getAdminOrderStats({ signal });

export function useAdminOrderStats() {
  return useQuery({
    queryKey: adminOrderStatsQueryKey,
    queryFn: ({ signal }) => fetchAdminOrderStats(signal),
    meta: { errorToast: 'Failed to load order statistics' },
  });
}
