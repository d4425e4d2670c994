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
import { bodyCall, byId, fixedCall, idBodyCall, idCall, queryCall } from './endpoints';

/** The signed-in user's own orders, newest first. */
export const getOrders = fixedCall<Order[]>('GET', '/orders');

/** One page of the signed-in user's own orders, newest first. */
export const getMyOrders = queryCall<Pick<PageQuery, 'page' | 'page_size'>, Paged<Order>>('/orders/mine');

/** A (guest's) order by the email it was placed with and its 8-character reference; 404 'Order not found' unless both match. */
export const lookupOrder = bodyCall<OrderLookupRequest, OrderLookupResult>('POST', '/orders/lookup');

/** One of the signed-in user's orders; 404 'Order not found' otherwise. */
export const getOrder = idCall<Order>('GET', byId('/orders'));

/** The owner cancels a pending or confirmed order; a paid one is refunded in full. 409 INVALID_TRANSITION otherwise. */
export const cancelOrder = idCall<Order>('POST', byId('/orders', '/cancel'));

/** A guest cancels their unpaid order with the email it was placed with (never with a token, even a stale one). 409 once it is paid. */
export function cancelGuestOrder(id: string, body: GuestCancelOrderRequest): Promise<OrderLookupResult> {
  return apiRequest('POST', `/orders/${encodeURIComponent(id)}/cancel/guest`, { body, token: null });
}

/** The owner asks to return (some of) a delivered order within 30 days of delivery. */
export const requestReturn = idBodyCall<CreateReturnRequest, OrderReturn>('POST', byId('/orders', '/return'));
