import type { RefundOrderRequest } from '@phonehub/contracts';
import { refundOrder } from '@phonehub/api-client';
import { useAdminMutation } from '../../../shared/use-admin-mutation';
import { adminSalesRootKey } from '../../../shared/query-keys';
import { adminOrdersRootKey } from './get-orders';
import { withIdAndBody } from '../../../shared/with-id-and-body';

export type { RefundOrderRequest };

export const postOrderRefund = withIdAndBody(refundOrder);

/** Refunds (part of) an order's payment, says so, and reloads the orders, their stats and the sales. */
export const useRefundOrder = () =>
  useAdminMutation({
    mutationFn: postOrderRefund,
    success: 'Refund issued',
    failure: 'Failed to refund the order',
    invalidates: [adminOrdersRootKey, adminSalesRootKey],
  });
