import type { Order } from '@phonehub/contracts';
import { cancelOrder } from '@phonehub/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderQueryKey, reloadOrderViews } from './get-order';

export const postCancelOrder = (id: string): Promise<Order> => cancelOrder(id);

/** The owner cancels a pending or confirmed order (a paid one is refunded in full); the page and the list show the new state. */
export function useCancelOrder(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['orders', 'cancel', id],
    mutationFn: () => postCancelOrder(id),
    onSuccess: (order) => {
      queryClient.setQueryData(orderQueryKey(id), order);
      return reloadOrderViews(queryClient, id);
    },
  });
}
