import type { AdminOrder, AdminOrderStatus, UpdateOrderStatusRequest } from '@phonehub/contracts';
import { updateOrderStatus } from '@phonehub/api-client';
import { notify } from '@phonehub/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminSalesRootKey } from '../../sales/api/get-sales';
import { adminOrdersRootKey } from './get-orders';

export type { AdminOrderStatus, UpdateOrderStatusRequest };

export const putOrderStatus = ({ id, body }: { id: string; body: UpdateOrderStatusRequest }): Promise<AdminOrder> => updateOrderStatus(id, body);

/** Saves a new status, says so, and reloads the orders, their stats and the sales. */
export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putOrderStatus,
    onSuccess: async () => {
      notify.success('Order status updated successfully');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminOrdersRootKey }),
        queryClient.invalidateQueries({ queryKey: adminSalesRootKey }),
      ]);
    },
    onError: () => notify.error('Failed to update order status'),
  });
}
