import { formatCents } from '@phonehub/domain';
import escapeHtml from 'escape-html';
import { linkParagraphs } from '../../mail/mail-html';
import type { MailMessage } from '../../mail/mail-transport';
import type { TradePayoutSetupEvent } from '../events/trade-payout-setup.event';

/**
 * To the owner of a bank payout: set up payouts with the payment provider (from the trade's page,
 * which makes a fresh link to the provider's page: those links last minutes, a mail can wait days).
 */
export function tradePayoutSetupMail(event: TradePayoutSetupEvent): MailMessage {
  const name = event.firstName || 'there';
  const amount = formatCents(event.cents);
  const lines = [
    event.reminder
      ? `Your bank transfer of ${amount} for the trade-in ${event.trackingCode} is waiting for you. We now send trade-in payouts through our payment provider and no longer keep bank details ourselves, so the details you gave us before were deleted.`
      : `You chose a bank transfer of ${amount} for your trade-in ${event.trackingCode}.`,
    'To receive it, set up payouts with our payment provider: it asks for your bank details on its own secure page, and PhoneHub never sees them. We send the transfer as soon as that is done.',
    'Open your trade-in and choose "Set up payouts":',
  ];
  const text = [`Hi ${name},`, '', ...lines, event.tradeUrl, '', 'PhoneHub'].join('\n');
  const html = [
    `<p>Hi ${escapeHtml(name)},</p>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    ...linkParagraphs(event.tradeUrl, 'Set up payouts', 'button'),
    '<p>PhoneHub</p>',
  ].join('\n');
  return { to: event.email, subject: `Set up payouts to receive ${amount}`, text, html };
}
