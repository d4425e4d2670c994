import { formatCents } from '@phonehub/domain';
import escapeHtml from 'escape-html';
import type { MailMessage } from '../../mail/mail-transport';

export interface PayoutMailFacts {
  email: string;
  firstName: string;
  amountCents: number;
  reference: string;
  /** Where the seller sees its payouts. */
  url: string;
}

/** Tells a seller money is on its way, with the transfer's reference. */
export function sellerPayoutMail(facts: PayoutMailFacts): MailMessage {
  const name = facts.firstName || 'there';
  const lines = [
    `We have paid out ${formatCents(facts.amountCents)} from your PhoneHub seller balance.`,
    `Transfer reference: ${facts.reference}`,
  ];
  const text = [`Hi ${name},`, '', ...lines, '', `See your payouts: ${facts.url}`, '', 'PhoneHub'].join('\n');
  const html = [
    `<p>Hi ${escapeHtml(name)},</p>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(facts.url)}">See your payouts</a></p>`,
    '<p>PhoneHub</p>',
  ].join('\n');
  return { to: facts.email, subject: `PhoneHub payout of ${formatCents(facts.amountCents)}`, text, html };
}
