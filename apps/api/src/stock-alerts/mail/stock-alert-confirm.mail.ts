import { STOCK_ALERT_CONFIRM_HOURS } from '@phonehub/contracts';
import escapeHtml from 'escape-html';
import { linkParagraphs } from '../../mail/mail-html';
import type { MailMessage } from '../../mail/mail-transport';

export const STOCK_ALERT_CONFIRM_SUBJECT = 'Confirm your back-in-stock alert';

export interface StockAlertConfirmMailInput {
  to: string;
  /** mailDeviceName of the product's make and model. */
  deviceName: string;
  /** `{PUBLIC_URL}/api/stock-alerts/confirm?token=…` */
  confirmUrl: string;
}

/**
 * Asks the address to confirm a back-in-stock request before any alert goes to it: anyone can type
 * an address, so nothing but this mail is sent until its link is followed. The subject is fixed.
 */
export function stockAlertConfirmMail(input: StockAlertConfirmMailInput): MailMessage {
  const text = [
    'Hi there,',
    '',
    `Someone, hopefully you, asked PhoneHub to email this address when ${input.deviceName} is back in stock.`,
    `To confirm, follow this link within ${STOCK_ALERT_CONFIRM_HOURS} hours:`,
    input.confirmUrl,
    '',
    'If it was not you, ignore this email: without the confirmation we will not email you about it.',
    '',
    'The PhoneHub team',
  ].join('\n');
  const html = [
    '<p>Hi there,</p>',
    `<p>Someone, hopefully you, asked PhoneHub to email this address when <strong>${escapeHtml(input.deviceName)}</strong> is back in stock.</p>`,
    ...linkParagraphs(
      input.confirmUrl,
      'Confirm the alert',
      'link',
      ` (the link works for ${STOCK_ALERT_CONFIRM_HOURS} hours).`,
    ),
    '<p>If it was not you, ignore this email: without the confirmation we will not email you about it.</p>',
    '<p>The PhoneHub team</p>',
  ].join('\n');
  return { to: input.to, subject: STOCK_ALERT_CONFIRM_SUBJECT, text, html };
}
