import type { AdminOrder, AdminOrdersQuery, OrderStatus, Paged } from '@phonehub/contracts';
import { getAdminOrders } from '@phonehub/api-client';
import { orderMachine } from '@phonehub/domain';
import { usePagedList } from '../../../shared/use-paged-list';

export type { AdminOrder, OrderStatus };

/** Everything under this key is about orders: a status change or a refund reloads it all. */
export const adminOrdersRootKey = ['admin', 'orders'] as const;
export const adminOrdersListKey = [...adminOrdersRootKey, 'list'] as const;

export const fetchAdminOrders = (
  query: AdminOrdersQuery,
  options: { signal?: AbortSignal },
): Promise<Paged<AdminOrder>> => getAdminOrders(query, options);

/** The orders page in the address (page, search by email or order id, status, sort), newest first by default. */
export function useAdminOrders() {
  const filters = { status: orderMachine.states };
  return usePagedList({
    queryKey: adminOrdersListKey,
    fetcher: fetchAdminOrders,
    noun: ['order', 'orders'],
    filters,
    defaultSort: '-created_at',
  });
}
