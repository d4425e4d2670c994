import type { CreateReturnRequest, Order, OrderReturn } from '@phonehub/contracts';
import { requestReturn } from '@phonehub/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderQueryKey, reloadOrderViews } from '../../../api/get-order';

export type { CreateReturnRequest, OrderReturn };

/** Asks to return (some of) a delivered order; the order shows its return at once, then both views reload. */
export function useRequestReturn(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['orders', 'request-return', orderId],
    mutationFn: (body: CreateReturnRequest) => requestReturn(orderId, body),
    onSuccess: (created) => {
      queryClient.setQueryData<Order>(orderQueryKey(orderId), (order) =>
        order ? { ...order, return: created } : order,
      );
      return reloadOrderViews(queryClient, orderId);
    },
  });
}
