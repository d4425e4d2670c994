import type { RefundOrderRequest } from '@phonehub/contracts';
import { refundOrder } from '@phonehub/api-client';
import { recordChange } from '../../../shared/use-admin-mutation';
import { adminSalesRootKey } from '../../../shared/query-keys';
import { adminOrdersRootKey } from './get-orders';

export type { RefundOrderRequest };

/** Refunds (part of) an order's payment, says so, and reloads the orders, their stats and the sales. */
export const useRefundOrder = recordChange(refundOrder, {
  success: 'Refund issued',
  failure: 'Failed to refund the order',
  invalidates: [adminOrdersRootKey, adminSalesRootKey],
});
