import type { Order } from '@phonehub/contracts';
import { formatDollars } from '@phonehub/domain';
import type { MailMessage } from '../../mail/mail-transport';
import { linesMail, orderReference } from './order-mail';

function refundLine(order: Order): string {
  if (order.amount_refunded > 0)
    return `We refunded ${formatDollars(order.amount_refunded)} to your original payment method. Depending on your bank it may take 5 to 10 business days to show on your statement.`;
  if (order.payment_status === 'unpaid') return 'You were not charged for it.';
  return 'Your refund is on its way; we will email you once it is done.';
}

/** "Your order #ABCD1234 was cancelled", with what happened to the payment. */
export function orderCancelledMail(to: string, order: Order, ordersUrl: string): MailMessage {
  const reference = orderReference(order);
  const refund = ['', refundLine(order)];
  return linesMail(to, `Your order #${reference} was cancelled`, [
    `Hi ${order.shipping_address.name || 'there'},`,
    '',
    `Your order #${reference} was cancelled.`,
    ...order.items.map((i) => `${i.quantity} × ${i.product_name}`),
    ...refund,
    '',
    `Your orders: ${ordersUrl}`,
    '',
    'The PhoneHub team',
  ]);
}
