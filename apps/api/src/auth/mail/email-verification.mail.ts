import escapeHtml from 'escape-html';
import { linkParagraphs } from '../../mail/mail-html';
import type { MailMessage } from '../../mail/mail-transport';

export const VERIFICATION_LINK_HOURS = 48;

/**
 * The link that proves the address: after signing up ('verify') or to move the account to a new
 * address ('change', sent to the new one). It works once, signed in to the account that asked.
 */
export function emailVerificationMail(input: {
  to: string;
  firstName: string;
  purpose: 'verify' | 'change';
  verifyUrl: string;
}): MailMessage {
  const name = input.firstName || 'there';
  const change = input.purpose === 'change';
  const why = change
    ? 'You asked to change the email address of your PhoneHub account to this one. Open this link to confirm it (your email changes only then, and you sign in again with it):'
    : 'Welcome to PhoneHub! Open this link to confirm your email address:';
  const ignore = change
    ? 'If you did not ask for this, ignore this email: nothing changes.'
    : 'If you did not create a PhoneHub account, ignore this email: the account stays unverified.';
  const expiry = `The link works once, while signed in to the account, and expires in ${VERIFICATION_LINK_HOURS} hours.`;
  const text = [`Hi ${name},`, '', why, input.verifyUrl, '', expiry, ignore, '', 'PhoneHub'].join('\n');
  const html = [
    `<p>Hi ${escapeHtml(name)},</p>`,
    `<p>${escapeHtml(why)}</p>`,
    ...linkParagraphs(
      input.verifyUrl,
      change ? 'Confirm my new email address' : 'Confirm my email address',
      'button',
    ),
    `<p>${escapeHtml(expiry)} ${escapeHtml(ignore)}</p>`,
    '<p>PhoneHub</p>',
  ].join('\n');
  const subject = change ? 'Confirm your new PhoneHub email address' : 'Confirm your PhoneHub email address';
  return { to: input.to, subject, text, html };
}
