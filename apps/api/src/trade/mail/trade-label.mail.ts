import escapeHtml from 'escape-html';
import { linkParagraphs } from '../../mail/mail-html';
import type { MailMessage } from '../../mail/mail-transport';
import type { TradeLabelMailEvent } from '../events/trade-label-mail.event';

/** 'January 2, 2026': the ship-by day as the carrier's clock and ours count it (UTC). */
export const shipByDay = (iso: string): string =>
  new Date(iso).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * To the customer of an approved trade: the prepaid label (linked, a 4×6 PDF to print and stick on
 * the box) and the day to ship by; the reminder says the same while the parcel was not scanned yet.
 */
export function tradeLabelMail(event: TradeLabelMailEvent): MailMessage {
  const name = event.firstName || 'there';
  const shipBy = shipByDay(event.shipBy);
  const lines = [
    event.reminder
      ? `Your ${event.device} (trade-in ${event.trackingCode}) has not reached the carrier yet. Please send it by ${shipBy}: after that day the label expires and the trade-in is cancelled.`
      : `Your trade-in ${event.trackingCode} is approved. Here is your prepaid ${event.carrierService} label to send us your ${event.device}, free of charge.`,
    `Print the label, stick it on the box and hand the parcel to the carrier by ${shipBy} (parcel tracking ${event.parcelTrackingCode}).`,
  ];
  const after = [
    `The label and the parcel's tracking are on your trade-in's page too: ${event.tradeUrl}`,
    'Wipe the device and remove its SIM card, and sign out of its cloud account before you send it.',
  ];
  const text = [
    `Hi ${name},`,
    '',
    ...lines,
    `Your prepaid label (PDF): ${event.labelUrl}`,
    '',
    ...after,
    '',
    'PhoneHub',
  ].join('\n');
  const html = [
    `<p>Hi ${escapeHtml(name)},</p>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    ...linkParagraphs(event.labelUrl, 'Print your prepaid label (PDF)', 'button'),
    ...after.map((line) => `<p>${escapeHtml(line)}</p>`),
    '<p>PhoneHub</p>',
  ].join('\n');
  const subject = event.reminder
    ? `Reminder: send your ${event.device} by ${shipBy}`
    : `Your prepaid label to send your ${event.device}`;
  return { to: event.email, subject, text, html };
}
