import type { Order } from '@phonehub/contracts';
import { apiRequest } from './http';

interface CallOptions {
  signal?: AbortSignal;
}

/** The signed-in user's own orders, newest first. */
export function getOrders(options: CallOptions = {}): Promise<Order[]> {
  return apiRequest('GET', '/orders', options);
}

/** One of the signed-in user's orders; 404 'Order not found' otherwise. */
export function getOrder(id: string, options: CallOptions = {}): Promise<Order> {
  return apiRequest('GET', `/orders/${encodeURIComponent(id)}`, options);
}
