import escapeHtml from 'escape-html';
import type { Order } from '@phonehub/contracts';
import type { MailMessage } from '../../mail/mail-transport';

/** The reference a shopper sees for an order: the last 8 characters of its id. */
export function orderReference(order: Pick<Order, 'id'>): string {
  return order.id.slice(-8);
}

/** A mail of plain lines; the HTML part is the same text, escaped, one paragraph a line. */
export function linesMail(to: string, subject: string, lines: readonly string[]): MailMessage {
  const text = lines.join('\n');
  const html = lines.map((line) => (line ? `<p>${escapeHtml(line)}</p>` : '')).join('');
  return { to, subject, text, html };
}
