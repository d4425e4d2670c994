import type { Order, OrderStatus, PaymentStatus } from '@phonehub/contracts';
import type { BadgeTone } from '@phonehub/ui';

export { orderReference } from '../../../lib/order-reference';

const STATUS: Record<OrderStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending', tone: 'warning' },
  confirmed: { label: 'Confirmed', tone: 'info' },
  processing: { label: 'Processing', tone: 'brand' },
  shipped: { label: 'Shipped', tone: 'info' },
  delivered: { label: 'Delivered', tone: 'success' },
  cancelled: { label: 'Cancelled', tone: 'danger' },
};

const PAYMENT: Record<PaymentStatus, { label: string; tone: BadgeTone }> = {
  unpaid: { label: 'Unpaid', tone: 'warning' },
  paid: { label: 'Paid', tone: 'success' },
  failed: { label: 'Payment failed', tone: 'danger' },
  refunded: { label: 'Refunded', tone: 'neutral' },
};

/** Shopper view of an order status; an unknown status shows as sent, in neutral. */
export const orderStatusBadge = (status: OrderStatus) => STATUS[status] ?? { label: status, tone: 'neutral' as const };

export const paymentStatusBadge = (status: PaymentStatus) => PAYMENT[status] ?? { label: status, tone: 'neutral' as const };

export const itemCount = (order: Order) => order.items.reduce((sum, item) => sum + item.quantity, 0);
