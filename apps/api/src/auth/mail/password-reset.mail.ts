import escapeHtml from 'escape-html';
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
  const url = escapeHtml(input.resetUrl);
  const html = [
    `<p>Hi ${escapeHtml(name)},</p>`,
    '<p>We received a request to reset your PhoneHub password.</p>',
    `<p><a href="${url}">Choose a new password</a></p>`,
    `<p>If the button does not work, copy this link into your browser:<br>${url}</p>`,
    '<p>The link works once and expires in 1 hour. If you did not ask for this, you can ignore this email.</p>',
    '<p>PhoneHub</p>',
  ].join('\n');
  return { to: input.to, subject: 'Reset your PhoneHub password', text, html };
}
