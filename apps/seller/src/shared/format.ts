import type { OrderStatus } from '@phonehub/contracts';

/** '#1a2b3c4d': a seller's order reference, the first 8 characters of its id (spec section 2). */
export function sellerOrderReference(id: string): string {
  return `#${id.slice(0, 8)}`;
}

/** 'Processing': an order status as people read it. */
export function orderStatusLabel(status: OrderStatus): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}
