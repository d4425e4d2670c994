import type { AdminOrder, RefundOrderRequest } from '@phonehub/contracts';
import { refundOrder } from '@phonehub/api-client';
import { useAdminMutation } from '../../../shared/use-admin-mutation';
import { adminSalesRootKey } from '../../../shared/query-keys';
import { adminOrdersRootKey } from './get-orders';

export type { RefundOrderRequest };

export const postOrderRefund = ({
  id,
  body,
}: {
  id: string;
  body: RefundOrderRequest;
}): Promise<AdminOrder> => refundOrder(id, body);

/** Refunds (part of) an order's payment, says so, and reloads the orders, their stats and the sales. */
export const useRefundOrder = () =>
  useAdminMutation({
    mutationFn: postOrderRefund,
    success: 'Refund issued',
    failure: 'Failed to refund the order',
    invalidates: [adminOrdersRootKey, adminSalesRootKey],
  });
