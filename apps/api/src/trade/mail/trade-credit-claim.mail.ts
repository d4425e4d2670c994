import { formatCents } from '@phonehub/domain';
import escapeHtml from 'escape-html';
import { linkParagraphs } from '../../mail/mail-html';
import type { MailMessage } from '../../mail/mail-transport';
import type { TradeCreditHeldEvent } from '../events/trade-credit-held.event';

/** To the trade's address: its store credit waits for an account that proves it owns the address. */
export function tradeCreditClaimMail(event: TradeCreditHeldEvent): MailMessage {
  const name = event.firstName || 'there';
  const amount = formatCents(event.cents);
  const lines = [
    `Store credit of ${amount} was chosen for your trade-in ${event.trackingCode}.`,
    `To keep it safe, it goes only to a PhoneHub account that has proved it owns ${event.email}.`,
    `Sign in to your PhoneHub account with this address (or create one with it), then open this link to claim the credit:`,
  ];
  const after = [
    `The link works for ${event.claimDays} days. Confirming this address from your account page claims the credit too.`,
    'If you did not send a trade-in to PhoneHub, you can ignore this email.',
  ];
  const text = [`Hi ${name},`, '', ...lines, event.claimUrl, '', ...after, '', 'PhoneHub'].join('\n');
  const html = [
    `<p>Hi ${escapeHtml(name)},</p>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    ...linkParagraphs(event.claimUrl, `Claim my ${escapeHtml(amount)} store credit`, 'button'),
    ...after.map((line) => `<p>${escapeHtml(line)}</p>`),
    '<p>PhoneHub</p>',
  ].join('\n');
  return { to: event.email, subject: `Claim your ${amount} PhoneHub store credit`, text, html };
}
