import type { OrderStatus } from '@phonehub/contracts';

/** 'Processing': an order status as people read it. */
export function orderStatusLabel(status: OrderStatus): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}
