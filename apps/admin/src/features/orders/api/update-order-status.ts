import type { AdminOrderStatus, UpdateOrderStatusRequest } from '@phonehub/contracts';
import { updateOrderStatus } from '@phonehub/api-client';
import { recordChange } from '../../../shared/use-admin-mutation';
import { adminSalesRootKey } from '../../../shared/query-keys';
import { adminOrdersRootKey } from './get-orders';

export type { AdminOrderStatus, UpdateOrderStatusRequest };

/** Saves a new status, says so, and reloads the orders, their stats and the sales. */
export const useUpdateOrderStatus = recordChange(updateOrderStatus, {
  success: 'Order status updated successfully',
  failure: 'Failed to update order status',
  invalidates: [adminOrdersRootKey, adminSalesRootKey],
});
