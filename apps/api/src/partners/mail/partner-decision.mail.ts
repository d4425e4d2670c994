import { PLATFORM_FEE_PERCENT, SELLER_PAYOUT_PERCENT } from '@phonehub/domain';
import escapeHtml from 'escape-html';
import type { MailMessage } from '../../mail/mail-transport';
import type { PartnerApplicationDecidedEvent } from '../events/partner-application-decided.event';

export function partnerDecisionMail(event: PartnerApplicationDecidedEvent): MailMessage {
  const name = event.firstName || 'there';
  const approved = event.status === 'approved';
  const lines = approved
    ? [
        `Good news: ${event.companyName} is now a PhoneHub partner, and your account can sell.`,
        `PhoneHub keeps a ${PLATFORM_FEE_PERCENT}% platform fee on each sale, shipping included; you keep ${SELLER_PAYOUT_PERCENT}%.`,
      ]
    : [`We are sorry: we could not approve the partner application of ${event.companyName}.`];
  if (event.reviewerNotes) lines.push(`Notes from our team: ${event.reviewerNotes}`);
  const linkText = approved ? 'Open your Seller Dashboard' : 'See your application';
  const text = [`Hi ${name},`, '', ...lines, '', `${linkText}: ${event.url}`, '', 'PhoneHub'].join('\n');
  const html = [
    `<p>Hi ${escapeHtml(name)},</p>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(event.url)}">${linkText}</a></p>`,
    '<p>PhoneHub</p>',
  ].join('\n');
  const subject = approved
    ? 'Your PhoneHub partner application is approved'
    : 'Your PhoneHub partner application was not approved';
  return { to: event.email, subject, text, html };
}
