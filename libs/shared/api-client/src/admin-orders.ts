import type { AdminOrder, OrderStats, SalesSummary, UpdateOrderStatusRequest } from '@phonehub/contracts';
import { apiRequest } from './http';

interface CallOptions {
  signal?: AbortSignal;
}

/** Every order, newest first, with who placed it (admin). */
export function getAdminOrders(options: CallOptions = {}): Promise<AdminOrder[]> {
  return apiRequest('GET', '/admin/orders', options);
}

export function getAdminOrderStats(options: CallOptions = {}): Promise<OrderStats> {
  return apiRequest('GET', '/admin/orders/stats', options);
}

/** Paid orders and their totals (admin). */
export function getAdminSales(options: CallOptions = {}): Promise<SalesSummary> {
  return apiRequest('GET', '/admin/sales', options);
}

/** Sets an order's status (admin); any status may follow any other. */
export function updateOrderStatus(id: string, body: UpdateOrderStatusRequest): Promise<AdminOrder> {
  return apiRequest('PUT', `/orders/${encodeURIComponent(id)}/status`, { body });
}
