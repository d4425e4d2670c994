import type {
  AdminOrder,
  AdminOrderReturn,
  AdminOrdersQuery,
  AdminReturnsQuery,
  OrderStats,
  PageQuery,
  Paged,
  RefundOrderRequest,
  SalesSummary,
  UpdateOrderStatusRequest,
  UpdateReturnRequest,
} from '@phonehub/contracts';
import { byId, fixedCall, idBodyCall, queryCall } from './endpoints';

/** One page of orders, newest first unless sorted, with who placed it (admin). */
export const getAdminOrders = queryCall<AdminOrdersQuery, Paged<AdminOrder>>('/admin/orders');

export const getAdminOrderStats = fixedCall<OrderStats>('GET', '/admin/orders/stats');

/** Paid orders' totals and one page of the paid orders (admin). */
export const getAdminSales = queryCall<PageQuery, SalesSummary>('/admin/sales');

/** Moves an order along its machine (admin); an illegal move is a 409 INVALID_TRANSITION. */
export const updateOrderStatus = idBodyCall<UpdateOrderStatusRequest, AdminOrder>(
  'PUT',
  byId('/orders', '/status'),
);

/** Refunds (part of) a paid order through the payment provider (admin); more than is left is refused. */
export const refundOrder = idBodyCall<RefundOrderRequest, AdminOrder>(
  'POST',
  byId('/admin/orders', '/refund'),
);

/** One page of return requests, newest first (admin). */
export const getAdminReturns = queryCall<AdminReturnsQuery, Paged<AdminOrderReturn>>('/admin/returns');

/** Moves a return along its machine (admin): received restocks its units and refunds them. */
export const updateReturn = idBodyCall<UpdateReturnRequest, AdminOrderReturn>('PUT', byId('/admin/returns'));
