import type { Order } from '@phonehub/contracts';
import { getOrders } from '@phonehub/api-client';
import { useSession } from '@phonehub/session';
import { useQuery } from '@tanstack/react-query';

export type { Order };

export const ordersQueryKey = (userId: string | undefined) => ['orders', 'mine', userId] as const;

export const fetchOrders = ({ signal }: { signal?: AbortSignal } = {}): Promise<Order[]> => getOrders({ signal });

/** The signed-in user's orders, newest first. A failure is quiet (no toast): the list says so itself. */
export function useOrders() {
  const { user } = useSession();
  return useQuery({
    queryKey: ordersQueryKey(user?.id),
    queryFn: ({ signal }) => fetchOrders({ signal }),
    enabled: Boolean(user),
  });
}
