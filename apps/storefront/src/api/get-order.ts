import type { Order } from '@phonehub/contracts';
import { getOrder } from '@phonehub/api-client';
import { useQuery, type QueryClient } from '@tanstack/react-query';

export type { Order };

export const orderQueryKey = (id: string) => ['orders', 'detail', id] as const;

export function useOrder(id: string) {
  return useQuery({
    queryKey: orderQueryKey(id),
    queryFn: ({ signal }) => getOrder(id, { signal }),
  });
}

/** After a change to the order: reload it and the user's order list (whose badges may change too). */
export function reloadOrderViews(queryClient: QueryClient, id: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: orderQueryKey(id) }),
    queryClient.invalidateQueries({ queryKey: ['orders', 'mine'] }),
  ]);
}
