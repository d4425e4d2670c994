import type { MailMessage } from '../../mail/mail-transport';
import type { TradeStatusChangedEvent } from '../events/trade-status-changed.event';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

const SUMMARY = {
  pending_review: "Your trade request is being reviewed. We'll update you within 24-48 hours.",
  approved: "Congratulations! Your trade has been approved. You'll receive payment instructions soon.",
  rejected: 'Unfortunately, your trade request was not approved.',
  completed: 'Trade completed successfully! Thank you for trading with PhoneHub.',
} as const;

const LABEL = {
  pending_review: 'pending review',
  approved: 'approved',
  rejected: 'not approved',
  completed: 'completed',
} as const;

export function tradeStatusMail(event: TradeStatusChangedEvent): MailMessage {
  const name = event.firstName || 'there';
  const lines: string[] = [SUMMARY[event.status]];
  if (event.status === 'approved' || event.status === 'completed') {
    lines.push(
      event.finalValue === null
        ? 'Final pricing will be confirmed after device inspection.'
        : `Final value: $${event.finalValue.toFixed(2)}`,
    );
  }
  if (event.status === 'rejected' && event.rejectionReason) lines.push(`Reason: ${event.rejectionReason}`);
  const text = [
    `Hi ${name},`,
    '',
    `An update on your trade-in of the ${event.device} (tracking ID ${event.trackingCode}):`,
    ...lines,
    '',
    `Track it any time: ${event.trackUrl}`,
    '',
    'PhoneHub',
  ].join('\n');
  const html = [
    `<p>Hi ${escapeHtml(name)},</p>`,
    `<p>An update on your trade-in of the ${escapeHtml(event.device)} (tracking ID <strong>${escapeHtml(event.trackingCode)}</strong>):</p>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(event.trackUrl)}">Track your trade</a></p>`,
    '<p>PhoneHub</p>',
  ].join('\n');
  return { to: event.email, subject: `Your PhoneHub trade-in is ${LABEL[event.status]}`, text, html };
}
