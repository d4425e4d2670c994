import type { AdminOrder } from '@phonehub/contracts';
import { getAdminOrders } from '@phonehub/api-client';
import { useQuery } from '@tanstack/react-query';

export type { AdminOrder };

/** Everything under this key is about orders: a status change reloads it all. */
export const adminOrdersRootKey = ['admin', 'orders'] as const;
export const adminOrdersQueryKey = [...adminOrdersRootKey, 'list'] as const;

export const fetchAdminOrders = (signal?: AbortSignal): Promise<AdminOrder[]> => getAdminOrders({ signal });

export function useAdminOrders() {
  return useQuery({
    queryKey: adminOrdersQueryKey,
    queryFn: ({ signal }) => fetchAdminOrders(signal),
    meta: { errorToast: 'Failed to load orders' },
  });
}
