import { formatCents, toCents } from '@phonehub/domain';
import type { Order } from '@phonehub/contracts';
import type { MailMessage } from '../../mail/mail-transport';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

const money = (dollars: number) => formatCents(toCents(dollars));

/** The order confirmation: reference, lines, totals and where it ships. */
export function orderConfirmationMail(to: string, order: Order, ordersUrl: string): MailMessage {
  const reference = order.id.slice(-8);
  const name = order.shipping_address.name || 'there';
  const lines = order.items.map((i) => `${i.quantity} × ${i.product_name} — ${money(i.price * i.quantity)}`);
  const totals = [
    `Subtotal: ${money(order.subtotal)}`,
    `Tax: ${money(order.tax)}`,
    `Shipping: ${order.shipping_cost === 0 ? 'Free' : money(order.shipping_cost)}`,
    `Total paid: ${money(order.total)}`,
  ];
  const a = order.shipping_address;
  const address = [a.name, a.address_line_1, a.address_line_2, `${a.city}, ${a.state} ${a.postal_code}`, a.country].filter(Boolean);
  const text = [
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
    `We will email you again when it ships. Your orders: ${ordersUrl}`,
  ].join('\n');
  const html = text
    .split('\n')
    .map((line) => (line ? `<p>${escapeHtml(line)}</p>` : ''))
    .join('');
  return { to, subject: `Your PhoneHub order #${reference} is confirmed`, text, html };
}
