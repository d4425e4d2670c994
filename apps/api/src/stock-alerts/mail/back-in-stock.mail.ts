import { deviceDisplayName, formatCents, hasContactDetails } from '@phonehub/domain';
import escapeHtml from 'escape-html';
import { linkParagraphs } from '../../mail/mail-html';
import type { MailMessage } from '../../mail/mail-transport';

/** What a mail calls the device when its catalogue make and model cannot name it. */
export const UNNAMED_DEVICE = 'an item you asked about';

/**
 * The device as the catalogue names it (make and model, 'Apple iPhone 13'), never the seller's
 * free-text product name; a make or model carrying a link or contact details (an older listing) is
 * not repeated.
 */
export function mailDeviceName(brand: string, model: string): string {
  const name = deviceDisplayName(brand, model);
  return name === '' || hasContactDetails(name) ? UNNAMED_DEVICE : name;
}

export interface BackInStockMailInput {
  to: string;
  /** mailDeviceName of the product's make and model. */
  deviceName: string;
  priceCents: number;
  /** The product's page on the storefront. */
  productUrl: string;
}

/** "Back in stock: {make model}", with its price and a link to its page: the one mail a request gets. */
export function backInStockMail(input: BackInStockMailInput): MailMessage {
  const price = formatCents(input.priceCents);
  const text = [
    'Hi there,',
    '',
    `Good news: ${input.deviceName} is back in stock at PhoneHub, for ${price}.`,
    'Stock is limited, so it may sell out again.',
    '',
    `See it here: ${input.productUrl}`,
    '',
    'You asked us to email you when it was back; this is the only email you will get about it.',
    '',
    'The PhoneHub team',
  ].join('\n');
  const html = [
    '<p>Hi there,</p>',
    `<p>Good news: <strong>${escapeHtml(input.deviceName)}</strong> is back in stock at PhoneHub, for ${escapeHtml(price)}.</p>`,
    '<p>Stock is limited, so it may sell out again.</p>',
    ...linkParagraphs(input.productUrl, 'See it on PhoneHub', 'link'),
    '<p>You asked us to email you when it was back; this is the only email you will get about it.</p>',
    '<p>The PhoneHub team</p>',
  ].join('\n');
  return { to: input.to, subject: `Back in stock: ${input.deviceName}`, text, html };
}
