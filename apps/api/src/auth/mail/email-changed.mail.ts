import escapeHtml from 'escape-html';
import type { MailMessage } from '../../mail/mail-transport';

/** Goes to the old address once the new one is confirmed: if the owner did not make the change, this is how they find out. */
export function emailChangedMail(input: { to: string; newEmail: string; firstName: string }): MailMessage {
  const name = input.firstName || 'there';
  const text = [
    `Hi ${name},`,
    '',
    `The email address of your PhoneHub account was changed to ${input.newEmail}.`,
    'The change was confirmed by a link sent to the new address. From now on, sign-ins and messages use it, and every device was signed out.',
    '',
    'If you did not make this change, please contact PhoneHub support right away.',
    '',
    'PhoneHub',
  ].join('\n');
  const html = [
    `<p>Hi ${escapeHtml(name)},</p>`,
    `<p>The email address of your PhoneHub account was changed to <strong>${escapeHtml(input.newEmail)}</strong>.</p>`,
    '<p>The change was confirmed by a link sent to the new address. From now on, sign-ins and messages use it, and every device was signed out.</p>',
    '<p>If you did not make this change, please contact PhoneHub support right away.</p>',
    '<p>PhoneHub</p>',
  ].join('\n');
  return { to: input.to, subject: 'Your PhoneHub email address was changed', text, html };
}
