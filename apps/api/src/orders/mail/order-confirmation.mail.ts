import { formatDollars, orderReference } from '@phonehub/domain';
import type { Order } from '@phonehub/contracts';
import type { MailMessage } from '../../mail/mail-transport';
import { linesMail } from './order-mail';

/** The public order lookup page with the reference filled in; the shopper adds the email (never put in a link). */
export function orderLookupUrl(publicUrl: string, order: Pick<Order, 'id'>): string {
  return `${publicUrl}/orders/lookup?reference=${encodeURIComponent(orderReference(order.id))}`;
}

/**
 * The order confirmation: reference, lines, totals and where it ships, with the lookup page that
 * finds the order again with this email and the reference (a guest's only way back to it).
 */
export function orderConfirmationMail(
  to: string,
  order: Order,
  ordersUrl: string,
  lookupUrl: string,
): MailMessage {
  const reference = orderReference(order.id);
  const name = order.shipping_address.name || 'there';
  const lines = order.items.map(
    (i) => `${i.quantity} × ${i.product_name} — ${formatDollars(i.price * i.quantity)}`,
  );
  const totals = [
    `Subtotal: ${formatDollars(order.subtotal)}`,
    `Tax: ${formatDollars(order.tax)}`,
    `Shipping: ${order.shipping_cost === 0 ? 'Free' : formatDollars(order.shipping_cost)}`,
    `Total paid: ${formatDollars(order.total)}`,
  ];
  const a = order.shipping_address;
  const address = [
    a.name,
    a.address_line_1,
    a.address_line_2,
    `${a.city}, ${a.state} ${a.postal_code}`,
    a.country,
  ].filter((line): line is string => Boolean(line));
  return linesMail(to, `Your PhoneHub order #${reference} is confirmed`, [
    `Hi ${name},`,
    '',
    `Thank you for your order #${reference}. Your payment was received and your order is confirmed.`,
    '',
    ...lines,
    '',
    ...totals,
    '',
    'Shipping to:',
    ...address,
    '',
    'We will email you again when it ships.',
    `Follow this order at ${lookupUrl} with this email address and the reference ${reference}.`,
    `Signed in to your account? Your orders: ${ordersUrl}`,
  ]);
}
