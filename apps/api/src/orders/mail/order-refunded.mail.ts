import type { Order } from '@phonehub/contracts';
import { formatCents, formatDollars } from '@phonehub/domain';
import type { MailMessage } from '../../mail/mail-transport';
import { linesMail, orderReference } from './order-mail';

/** "Your refund of $X for order #ABCD1234": what went back, and how much of the payment so far. */
export function orderRefundedMail(
  to: string,
  order: Order,
  amountCents: number,
  ordersUrl: string,
): MailMessage {
  const reference = orderReference(order);
  const amount = formatCents(amountCents);
  const soFar =
    order.amount_refunded < order.total
      ? [
          `Refunded so far: ${formatDollars(order.amount_refunded)} of the ${formatDollars(order.total)} you paid.`,
        ]
      : [`Your payment of ${formatDollars(order.total)} is now refunded in full.`];
  return linesMail(to, `Your refund of ${amount} for order #${reference}`, [
    `Hi ${order.shipping_address.name || 'there'},`,
    '',
    `We refunded ${amount} for your order #${reference} to your original payment method.`,
    'Depending on your bank it may take 5 to 10 business days to show on your statement.',
    ...soFar,
    '',
    `Your orders: ${ordersUrl}`,
    '',
    'The PhoneHub team',
  ]);
}
