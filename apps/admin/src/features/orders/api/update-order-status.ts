import type { AdminOrderStatus, UpdateOrderStatusRequest } from '@phonehub/contracts';
import { updateOrderStatus } from '@phonehub/api-client';
import { useAdminMutation } from '../../../shared/use-admin-mutation';
import { adminSalesRootKey } from '../../../shared/query-keys';
import { adminOrdersRootKey } from './get-orders';
import { withIdAndBody } from '../../../shared/with-id-and-body';

export type { AdminOrderStatus, UpdateOrderStatusRequest };

export const putOrderStatus = withIdAndBody(updateOrderStatus);

/** Saves a new status, says so, and reloads the orders, their stats and the sales. */
export function useUpdateOrderStatus() {
  const success = 'Order status updated successfully';
  return useAdminMutation({
    mutationFn: putOrderStatus,
    success,
    failure: 'Failed to update order status',
    invalidates: [adminOrdersRootKey, adminSalesRootKey],
  });
}
