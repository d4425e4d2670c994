import type { Order, Paged } from '@phonehub/contracts';
import { getMyOrders } from '@phonehub/api-client';
import { useSession } from '@phonehub/session';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export type { Order };

/** Orders a page on /orders. */
export const MY_ORDERS_PAGE_SIZE = 10;
/** Orders the profile's My Orders tab shows before 'View all orders'. */
export const RECENT_ORDERS_COUNT = 5;

/** Every query of the user's own orders starts with this (an order's change invalidates ['orders', 'mine']). */
export const myOrdersKey = (userId: string | undefined) => ['orders', 'mine', userId] as const;

export const fetchMyOrders = (
  query: { page?: number; page_size?: number },
  { signal }: { signal?: AbortSignal } = {},
): Promise<Paged<Order>> => getMyOrders({ page: query.page, page_size: query.page_size }, { signal });

/**
 * The user's newest orders (the profile's tab and its Total Orders figure share this one request).
 * A failure is quiet, as the spec asks of the profile: the tab says so itself.
 */
export function useRecentOrders() {
  const { user } = useSession();
  return useQuery({
    queryKey: [...myOrdersKey(user?.id), 'recent'],
    queryFn: ({ signal }) => fetchMyOrders({ page: 1, page_size: RECENT_ORDERS_COUNT }, { signal }),
    enabled: Boolean(user),
    placeholderData: keepPreviousData,
  });
}
