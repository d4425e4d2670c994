import { formatDollars, TRADE_FINAL_PRICE_PENDING, TRADE_STATUS_MESSAGES } from '@phonehub/domain';
import escapeHtml from 'escape-html';
import type { MailMessage } from '../../mail/mail-transport';
import type { TradeStatusChangedEvent } from '../events/trade-status-changed.event';

const LABEL = {
  pending_review: 'pending review',
  approved: 'approved',
  rejected: 'not approved',
  completed: 'completed',
} as const;

export function tradeStatusMail(event: TradeStatusChangedEvent): MailMessage {
  const name = event.firstName || 'there';
  const lines: string[] = [TRADE_STATUS_MESSAGES[event.status]];
  if (event.status === 'approved' || event.status === 'completed') {
    lines.push(
      event.finalValue === null
        ? TRADE_FINAL_PRICE_PENDING
        : `Final value: ${formatDollars(event.finalValue)}`,
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
