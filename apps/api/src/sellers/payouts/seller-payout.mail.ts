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

/** Tells a seller a transfer to their payout account was sent, with the provider's transfer id. */
export function sellerPayoutMail(facts: PayoutMailFacts): MailMessage {
  const name = facts.firstName || 'there';
  const lines = [
    `We have sent ${formatCents(facts.amountCents)} of your PhoneHub earnings to your payout account.`,
    `Transfer: ${facts.reference}`,
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

export interface ReversalMailFacts {
  email: string;
  firstName: string;
  amountCents: number;
  orderReference: string;
  cause: 'refund' | 'dispute';
  outcome: 'reversed' | 'owed';
  url: string;
}

/** Tells a seller a refund or lost dispute took money back from a transfer already sent (or that they owe it). */
export function sellerReversalMail(facts: ReversalMailFacts): MailMessage {
  const name = facts.firstName || 'there';
  const why =
    facts.cause === 'refund'
      ? `Order ${facts.orderReference} was refunded after we had transferred your earnings for it.`
      : `The customer's bank decided a dispute on order ${facts.orderReference} against us after we had transferred your earnings for it.`;
  const what =
    facts.outcome === 'reversed'
      ? `We took ${formatCents(facts.amountCents)} back from that transfer.`
      : `We could not take ${formatCents(facts.amountCents)} back from your payout account, so it will be deducted from your next transfers.`;
  const lines = [why, what];
  const text = [`Hi ${name},`, '', ...lines, '', `See your earnings: ${facts.url}`, '', 'PhoneHub'].join(
    '\n',
  );
  const html = [
    `<p>Hi ${escapeHtml(name)},</p>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(facts.url)}">See your earnings</a></p>`,
    '<p>PhoneHub</p>',
  ].join('\n');
  const subject =
    facts.outcome === 'reversed'
      ? `PhoneHub took back ${formatCents(facts.amountCents)} for order ${facts.orderReference}`
      : `You owe PhoneHub ${formatCents(facts.amountCents)} for order ${facts.orderReference}`;
  return { to: facts.email, subject, text, html };
}
