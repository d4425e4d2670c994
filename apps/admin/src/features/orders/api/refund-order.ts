import type { AdminOrder, RefundOrderRequest } from '@phonehub/contracts';
import { refundOrder } from '@phonehub/api-client';
import { notify } from '@phonehub/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminSalesRootKey } from '../../sales/api/get-sales';
import { adminOrdersRootKey } from './get-orders';

export type { RefundOrderRequest };

export const postOrderRefund = ({ id, body }: { id: string; body: RefundOrderRequest }): Promise<AdminOrder> => refundOrder(id, body);

/** Refunds (part of) an order's payment, says so, and reloads the orders, their stats and the sales. */
export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postOrderRefund,
    onSuccess: async () => {
      notify.success('Refund issued');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminOrdersRootKey }),
        queryClient.invalidateQueries({ queryKey: adminSalesRootKey }),
      ]);
    },
    onError: () => notify.error('Failed to refund the order'),
  });
}
