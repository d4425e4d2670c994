import type { AdminOrder, Paged } from '@phonehub/contracts';
import { getAdminOrders } from '@phonehub/api-client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export type { AdminOrder };

/** Everything under this key is about orders: a status change reloads it all. */
export const adminOrdersRootKey = ['admin', 'orders'] as const;
export const adminOrdersQueryKey = (page: number) => [...adminOrdersRootKey, 'list', page] as const;

export const fetchAdminOrders = (page: number, signal?: AbortSignal): Promise<Paged<AdminOrder>> =>
  getAdminOrders({ page }, { signal });

/** One page of orders, newest first; the previous page stays on screen while the next loads. */
export function useAdminOrders(page: number) {
  return useQuery({
    queryKey: adminOrdersQueryKey(page),
    queryFn: ({ signal }) => fetchAdminOrders(page, signal),
    placeholderData: keepPreviousData,
    meta: { errorToast: 'Failed to load orders' },
  });
}
