import escapeHtml from 'escape-html';
import { linkParagraphs } from '../../mail/mail-html';
import type { MailMessage } from '../../mail/mail-transport';

export function passwordResetMail(input: { to: string; firstName: string; resetUrl: string }): MailMessage {
  const name = input.firstName || 'there';
  const text = [
    `Hi ${name},`,
    '',
    'We received a request to reset your PhoneHub password. Open this link to choose a new one:',
    input.resetUrl,
    '',
    'The link works once and expires in 1 hour. If you did not ask for this, you can ignore this email.',
    '',
    'PhoneHub',
  ].join('\n');
  const html = [
    `<p>Hi ${escapeHtml(name)},</p>`,
    '<p>We received a request to reset your PhoneHub password.</p>',
    ...linkParagraphs(input.resetUrl, 'Choose a new password', 'button'),
    '<p>The link works once and expires in 1 hour. If you did not ask for this, you can ignore this email.</p>',
    '<p>PhoneHub</p>',
  ].join('\n');
  return { to: input.to, subject: 'Reset your PhoneHub password', text, html };
}
