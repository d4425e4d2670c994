import type { Order, OrderItem, OrderStatus, PaymentStatus, ReturnStatus } from '@phonehub/contracts';
import { formatDollars } from '@phonehub/domain';
import type { BadgeTone } from '@phonehub/ui';

export { orderReference } from '@phonehub/domain';

interface BadgeLook {
  label: string;
  tone: BadgeTone;
}

const STATUS: Record<OrderStatus, BadgeLook> = {
  pending: { label: 'Pending', tone: 'warning' },
  confirmed: { label: 'Confirmed', tone: 'info' },
  processing: { label: 'Processing', tone: 'brand' },
  shipped: { label: 'Shipped', tone: 'info' },
  delivered: { label: 'Delivered', tone: 'success' },
  cancelled: { label: 'Cancelled', tone: 'danger' },
};

const PAYMENT: Record<PaymentStatus, BadgeLook> = {
  unpaid: { label: 'Unpaid', tone: 'warning' },
  paid: { label: 'Paid', tone: 'success' },
  failed: { label: 'Payment failed', tone: 'danger' },
  partially_refunded: { label: 'Partially refunded', tone: 'info' },
  refunded: { label: 'Refunded', tone: 'neutral' },
  disputed: { label: 'Disputed', tone: 'warning' },
  dispute_lost: { label: 'Dispute lost', tone: 'danger' },
};

const RETURN: Record<ReturnStatus, BadgeLook & { next: string }> = {
  requested: {
    label: 'Requested',
    tone: 'warning',
    next: 'We are reviewing your request and will email you once it is decided, usually within 2 business days.',
  },
  approved: {
    label: 'Approved',
    tone: 'info',
    next: 'Please send the items back using the instructions we emailed you. We refund you once they arrive.',
  },
  rejected: {
    label: 'Rejected',
    tone: 'danger',
    next: 'This return was not accepted. Contact support if you have questions.',
  },
  received: {
    label: 'Received',
    tone: 'brand',
    next: 'We have your items and are sending your refund to your original payment method.',
  },
  refunded: {
    label: 'Refunded',
    tone: 'success',
    next: 'Your refund has been issued. It can take 5–10 business days to show on your statement.',
  },
};

/** Shopper view of an order status; an unknown status shows as sent, in neutral. */
export const orderStatusBadge = (status: OrderStatus): BadgeLook =>
  STATUS[status] ?? { label: status, tone: 'neutral' };

export const paymentStatusBadge = (status: PaymentStatus): BadgeLook =>
  PAYMENT[status] ?? { label: status, tone: 'neutral' };

/** A return's status, and what happens next, in the shopper's words. */
export const returnStatusBadge = (status: ReturnStatus): BadgeLook & { next: string } =>
  RETURN[status] ?? { label: status, tone: 'neutral', next: '' };

/** '$130.14 refunded' once any money went back, else null. */
export const refundedLine = (order: Pick<Order, 'amount_refunded'>): string | null =>
  order.amount_refunded > 0 ? `${formatDollars(order.amount_refunded)} refunded` : null;

export const itemCount = (order: Order) => order.items.reduce((sum, item) => sum + item.quantity, 0);

/** A line's name as the shopper sees it. */
export const lineName = (item: Pick<OrderItem, 'product_name' | 'name'>) => item.product_name || item.name;

/** '2 parcels' once anything shipped, else null. */
export const parcelCount = (order: Pick<Order, 'shipments'>): string | null => {
  const count = order.shipments.length;
  if (count === 0) return null;
  return `${count} ${count === 1 ? 'parcel' : 'parcels'}`;
};
