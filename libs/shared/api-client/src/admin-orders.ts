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
import { apiRequest } from './http';

interface CallOptions {
  signal?: AbortSignal;
}

/** One page of orders, newest first unless sorted, with who placed it (admin). */
export function getAdminOrders(
  query: AdminOrdersQuery = {},
  options: CallOptions = {},
): Promise<Paged<AdminOrder>> {
  return apiRequest('GET', '/admin/orders', { ...options, query: { ...query } });
}

export function getAdminOrderStats(options: CallOptions = {}): Promise<OrderStats> {
  return apiRequest('GET', '/admin/orders/stats', options);
}

/** Paid orders' totals and one page of the paid orders (admin). */
export function getAdminSales(query: PageQuery = {}, options: CallOptions = {}): Promise<SalesSummary> {
  return apiRequest('GET', '/admin/sales', { ...options, query: { ...query } });
}

/** Moves an order along its machine (admin); an illegal move is a 409 INVALID_TRANSITION. */
export function updateOrderStatus(id: string, body: UpdateOrderStatusRequest): Promise<AdminOrder> {
  return apiRequest('PUT', `/orders/${encodeURIComponent(id)}/status`, { body });
}

/** Refunds (part of) a paid order through the payment provider (admin); more than is left is refused. */
export function refundOrder(id: string, body: RefundOrderRequest): Promise<AdminOrder> {
  return apiRequest('POST', `/admin/orders/${encodeURIComponent(id)}/refund`, { body });
}

/** One page of return requests, newest first (admin). */
export function getAdminReturns(
  query: AdminReturnsQuery = {},
  options: CallOptions = {},
): Promise<Paged<AdminOrderReturn>> {
  return apiRequest('GET', '/admin/returns', { ...options, query: { ...query } });
}

/** Moves a return along its machine (admin): received restocks its units and refunds them. */
export function updateReturn(id: string, body: UpdateReturnRequest): Promise<AdminOrderReturn> {
  return apiRequest('PUT', `/admin/returns/${encodeURIComponent(id)}`, { body });
}
