import type { CreateReturnRequest, Order, OrderReturn } from '@phonehub/contracts';
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

/** The owner cancels a pending or confirmed order; a paid one is refunded in full. 409 INVALID_TRANSITION otherwise. */
export function cancelOrder(id: string): Promise<Order> {
  return apiRequest('POST', `/orders/${encodeURIComponent(id)}/cancel`);
}

/** The owner asks to return (some of) a delivered order within 30 days of delivery. */
export function requestReturn(id: string, body: CreateReturnRequest): Promise<OrderReturn> {
  return apiRequest('POST', `/orders/${encodeURIComponent(id)}/return`, { body });
}
