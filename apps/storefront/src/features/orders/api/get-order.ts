import type { Order } from '@phonehub/contracts';
import { getOrder } from '@phonehub/api-client';
import { useQuery } from '@tanstack/react-query';

export type { Order };

export const orderQueryKey = (id: string) => ['orders', 'detail', id] as const;

export const fetchOrder = (id: string, { signal }: { signal?: AbortSignal } = {}): Promise<Order> => getOrder(id, { signal });

export function useOrder(id: string) {
  return useQuery({
    queryKey: orderQueryKey(id),
    queryFn: ({ signal }) => fetchOrder(id, { signal }),
  });
}
