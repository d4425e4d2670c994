import type { Order, OrderLookupResult } from '@phonehub/contracts';
import { cancelGuestOrder, cancelOrder } from '@phonehub/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderQueryKey, reloadOrderViews } from './get-order';
import { guestOrderQueryKey } from './lookup-order';

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

/** A guest cancels their unpaid order with the email it was placed with; the answer is the order as the lookup shows it. */
export function useCancelGuestOrder(id: string, email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['orders', 'cancel-guest', id],
    mutationFn: (): Promise<OrderLookupResult> => cancelGuestOrder(id, { email }),
    onSuccess: (order) => queryClient.setQueryData(guestOrderQueryKey(id), order),
  });
}
