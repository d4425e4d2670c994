import type {
  AdminOrder,
  AdminOrdersQuery,
  OrderStats,
  PageQuery,
  Paged,
  SalesSummary,
  UpdateOrderStatusRequest,
} from '@phonehub/contracts';
import { apiRequest } from './http';

interface CallOptions {
  signal?: AbortSignal;
}

/** One page of orders, newest first unless sorted, with who placed it (admin). */
export function getAdminOrders(query: AdminOrdersQuery = {}, options: CallOptions = {}): Promise<Paged<AdminOrder>> {
  return apiRequest('GET', '/admin/orders', { ...options, query: { ...query } });
}

export function getAdminOrderStats(options: CallOptions = {}): Promise<OrderStats> {
  return apiRequest('GET', '/admin/orders/stats', options);
}

/** Paid orders' totals and one page of the paid orders (admin). */
export function getAdminSales(query: PageQuery = {}, options: CallOptions = {}): Promise<SalesSummary> {
  return apiRequest('GET', '/admin/sales', { ...options, query: { ...query } });
}

/** Sets an order's status (admin); any status may follow any other. */
export function updateOrderStatus(id: string, body: UpdateOrderStatusRequest): Promise<AdminOrder> {
  return apiRequest('PUT', `/orders/${encodeURIComponent(id)}/status`, { body });
}
