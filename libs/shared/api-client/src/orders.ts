import type {
  CreateReturnRequest,
  GuestCancelOrderRequest,
  Order,
  OrderLookupRequest,
  OrderLookupResult,
  OrderReturn,
  PageQuery,
  Paged,
} from '@phonehub/contracts';
import { apiRequest } from './http';

interface CallOptions {
  signal?: AbortSignal;
}

/** The signed-in user's own orders, newest first. */
export function getOrders(options: CallOptions = {}): Promise<Order[]> {
  return apiRequest('GET', '/orders', options);
}

/** One page of the signed-in user's own orders, newest first. */
export function getMyOrders(
  query: Pick<PageQuery, 'page' | 'page_size'> = {},
  options: CallOptions = {},
): Promise<Paged<Order>> {
  return apiRequest('GET', '/orders/mine', { ...options, query: { ...query } });
}

/** A (guest's) order by the email it was placed with and its 8-character reference; 404 'Order not found' unless both match. */
export function lookupOrder(body: OrderLookupRequest): Promise<OrderLookupResult> {
  return apiRequest('POST', '/orders/lookup', { body });
}

/** One of the signed-in user's orders; 404 'Order not found' otherwise. */
export function getOrder(id: string, options: CallOptions = {}): Promise<Order> {
  return apiRequest('GET', `/orders/${encodeURIComponent(id)}`, options);
}

/** The owner cancels a pending or confirmed order; a paid one is refunded in full. 409 INVALID_TRANSITION otherwise. */
export function cancelOrder(id: string): Promise<Order> {
  return apiRequest('POST', `/orders/${encodeURIComponent(id)}/cancel`);
}

/** A guest cancels their unpaid order with the email it was placed with (never with a token, even a stale one). 409 once it is paid. */
export function cancelGuestOrder(id: string, body: GuestCancelOrderRequest): Promise<OrderLookupResult> {
  return apiRequest('POST', `/orders/${encodeURIComponent(id)}/cancel/guest`, { body, token: null });
}

/** The owner asks to return (some of) a delivered order within 30 days of delivery. */
export function requestReturn(id: string, body: CreateReturnRequest): Promise<OrderReturn> {
  return apiRequest('POST', `/orders/${encodeURIComponent(id)}/return`, { body });
}
