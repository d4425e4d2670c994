import { formatCents } from '@phonehub/domain';
import escapeHtml from 'escape-html';
import type { MailMessage } from '../../mail/mail-transport';

export interface BackInStockMailInput {
  to: string;
  productName: string;
  priceCents: number;
  /** The product's page on the storefront. */
  productUrl: string;
}

/** "Back in stock: {name}", with its price and a link to its page: the one mail a request gets. */
export function backInStockMail(input: BackInStockMailInput): MailMessage {
  const price = formatCents(input.priceCents);
  const text = [
    'Hi there,',
    '',
    `Good news: ${input.productName} is back in stock at PhoneHub, for ${price}.`,
    'Stock is limited, so it may sell out again.',
    '',
    `See it here: ${input.productUrl}`,
    '',
    'You asked us to email you when it was back; this is the only email you will get about it.',
    '',
    'The PhoneHub team',
  ].join('\n');
  const url = escapeHtml(input.productUrl);
  const html = [
    '<p>Hi there,</p>',
    `<p>Good news: <strong>${escapeHtml(input.productName)}</strong> is back in stock at PhoneHub, for ${escapeHtml(price)}.</p>`,
    '<p>Stock is limited, so it may sell out again.</p>',
    `<p><a href="${url}">See it on PhoneHub</a></p>`,
    `<p>If the link does not work, copy this address into your browser:<br>${url}</p>`,
    '<p>You asked us to email you when it was back; this is the only email you will get about it.</p>',
    '<p>The PhoneHub team</p>',
  ].join('\n');
  return { to: input.to, subject: `Back in stock: ${input.productName}`, text, html };
}
