import type { Order } from '@phonehub/contracts';
import { formatDollars, orderReference, toCents } from '@phonehub/domain';
import type { MailMessage } from '../../mail/mail-transport';
import { linesMail } from './order-mail';
import { refundDestinationLines } from './order-refunded.mail';

function refundLines(order: Order): string[] {
  if (order.amount_refunded > 0) {
    const creditCents = toCents(order.credit_refunded ?? 0);
    return [
      `We refunded ${formatDollars(order.amount_refunded)}.`,
      ...refundDestinationLines(toCents(order.amount_refunded) - creditCents, creditCents),
    ];
  }
  if (order.payment_status === 'unpaid')
    return order.credit_applied
      ? [
          `You were not charged for it; the ${formatDollars(order.credit_applied)} of store credit it used is back on your account.`,
        ]
      : ['You were not charged for it.'];
  return ['Your refund is on its way; we will email you once it is done.'];
}

/** "Your order #ABCD1234 was cancelled", with what happened to the payment. */
export function orderCancelledMail(to: string, order: Order, ordersUrl: string): MailMessage {
  const reference = orderReference(order.id);
  const refund = ['', ...refundLines(order)];
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
