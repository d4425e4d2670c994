import { formatDollars, TRADE_FINAL_PRICE_PENDING, TRADE_STATUS_MESSAGES } from '@phonehub/domain';
import type { TradeStatusName } from '@phonehub/contracts';
import escapeHtml from 'escape-html';
import type { MailMessage } from '../../mail/mail-transport';
import type { TradeStatusChangedEvent } from '../events/trade-status-changed.event';

const LABEL: Record<TradeStatusName, string> = {
  pending_review: 'pending review',
  approved: 'approved',
  received: 'received',
  inspected: 'inspected',
  counteroffer: 'waiting for your answer',
  accepted: 'settled',
  returned: 'on its way back',
  rejected: 'not approved',
  cancelled: 'cancelled',
  completed: 'completed',
};
const SHOWS_VALUE = new Set<TradeStatusName>(['approved', 'inspected', 'accepted', 'completed']);

export function tradeStatusMail(event: TradeStatusChangedEvent): MailMessage {
  const name = event.firstName || 'there';
  const lines: string[] = [TRADE_STATUS_MESSAGES[event.status]];
  if (SHOWS_VALUE.has(event.status)) {
    lines.push(
      event.finalValue === null
        ? TRADE_FINAL_PRICE_PENDING
        : `Final value: ${formatDollars(event.finalValue)}`,
    );
  }
  if (event.status === 'rejected' && event.rejectionReason) lines.push(`Reason: ${event.rejectionReason}`);
  if (event.note) lines.push(event.note);
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
