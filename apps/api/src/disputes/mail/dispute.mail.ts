import { formatCents, orderReference } from '@phonehub/domain';
import escapeHtml from 'escape-html';
import type { MailMessage } from '../../mail/mail-transport';

/** What a dispute's mails tell: the order, the amount, the provider's reason and deadline. */
export interface DisputeMailFacts {
  orderId: string;
  providerDisputeId: string;
  amountCents: number;
  reason: string;
  evidenceDueBy: Date | null;
}

/** A mail of plain lines; the HTML part is the same text, escaped, one paragraph a line. */
function linesMail(to: string, subject: string, lines: readonly string[]): MailMessage {
  return {
    to,
    subject,
    text: lines.join('\n'),
    html: lines.map((line) => (line ? `<p>${escapeHtml(line)}</p>` : '')).join(''),
  };
}

const reasonText = (reason: string) => reason.replace(/_/g, ' ');
const dueText = (due: Date | null) =>
  due
    ? `Evidence is due by ${due.toISOString().slice(0, 16).replace('T', ' ')} UTC.`
    : 'The provider gave no deadline for evidence.';

/** To the shop's admins: a dispute opened, what it holds, and where to answer it. */
export function adminDisputeOpenedMail(to: string, dispute: DisputeMailFacts, url: string): MailMessage {
  const reference = orderReference(dispute.orderId);
  return linesMail(to, `Dispute opened on order #${reference}: ${formatCents(dispute.amountCents)}`, [
    `The card holder's bank opened a dispute (chargeback) of ${formatCents(dispute.amountCents)} on order #${reference} (reason: ${reasonText(dispute.reason)}; provider id ${dispute.providerDisputeId}).`,
    "The bank has taken the amount back. The order's payment reads disputed, it cannot be refunded, and its sellers' unreleased funds are on hold until the dispute closes.",
    dueText(dispute.evidenceDueBy),
    '',
    `Review the evidence pack and submit it: ${url}`,
  ]);
}

/** To the shop's admins: the bank decided. */
export function adminDisputeClosedMail(
  to: string,
  dispute: DisputeMailFacts,
  outcome: 'won' | 'lost',
  url: string,
): MailMessage {
  const reference = orderReference(dispute.orderId);
  const what =
    outcome === 'won'
      ? `The dispute of ${formatCents(dispute.amountCents)} on order #${reference} was won: the bank gives the amount back, the order's payment reads as before and the sellers' funds are released.`
      : `The dispute of ${formatCents(dispute.amountCents)} on order #${reference} was lost: the amount stays with the card holder. The order's payment reads dispute lost; the sellers' shares are taken back and the rest is the platform's loss.`;
  return linesMail(to, `Dispute on order #${reference} ${outcome}`, [what, '', `The dispute: ${url}`]);
}

/** To a seller with lines in the disputed order: its funds for the order are on hold. */
export function sellerDisputeOpenedMail(
  to: string,
  dispute: DisputeMailFacts,
  shareCents: number,
  url: string,
): MailMessage {
  const reference = orderReference(dispute.orderId);
  return linesMail(to, `Funds for order #${reference} are on hold`, [
    'Hello,',
    '',
    `The customer's bank disputed the payment of order #${reference} (reason: ${reasonText(dispute.reason)}).`,
    `Your earnings from this order (${formatCents(shareCents)}) are on hold until the dispute closes; nothing of them is paid out meanwhile.`,
    'We answer the dispute with what we know of the order: its lines, shipping and tracking. If you have more proof of delivery, reply to this email.',
    '',
    `Your earnings: ${url}`,
    '',
    'The PhoneHub team',
  ]);
}

/** To a seller with lines in the disputed order: the bank decided. */
export function sellerDisputeClosedMail(
  to: string,
  dispute: DisputeMailFacts,
  outcome: 'won' | 'lost',
  shareCents: number,
  url: string,
): MailMessage {
  const reference = orderReference(dispute.orderId);
  const lines =
    outcome === 'won'
      ? [
          `The dispute on order #${reference} was decided in our favour.`,
          `Your earnings from this order (${formatCents(shareCents)}) are no longer on hold and are paid out as usual.`,
        ]
      : [
          `The customer's bank decided the dispute on order #${reference} against us: the payment went back to the card holder.`,
          `Your share of ${formatCents(shareCents)} is taken back from your earnings (or, if already paid out, from your payouts); your ledger shows it.`,
        ];
  return linesMail(
    to,
    outcome === 'won' ? `Funds for order #${reference} are released` : `Dispute on order #${reference} lost`,
    ['Hello,', '', ...lines, '', `Your earnings: ${url}`, '', 'The PhoneHub team'],
  );
}
