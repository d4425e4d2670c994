import type { AdminOrder, OrderStatus } from '@phonehub/contracts';
import { getAdminOrders } from '@phonehub/api-client';
import { orderMachine } from '@phonehub/domain';
import { usePagedList } from '../../../shared/use-paged-list';

export type { AdminOrder, OrderStatus };

/** Everything under this key is about orders: a status change or a refund reloads it all. */
export const adminOrdersRootKey = ['admin', 'orders'] as const;
export const adminOrdersListKey = [...adminOrdersRootKey, 'list'] as const;

/** The orders page in the address (page, search by email or order id, status, sort), newest first by default. */
export function useAdminOrders() {
  return usePagedList({
    queryKey: adminOrdersListKey,
    fetcher: getAdminOrders,
    noun: ['order', 'orders'],
    filters: { status: orderMachine.states },
    defaultSort: '-created_at',
  });
}
