import escapeHtml from 'escape-html';
import type { MailMessage } from '../../mail/mail-transport';

/** A mail of plain lines; the HTML part is the same text, escaped, one paragraph a line. */
export function linesMail(to: string, subject: string, lines: readonly string[]): MailMessage {
  const text = lines.join('\n');
  const html = lines.map((line) => (line ? `<p>${escapeHtml(line)}</p>` : '')).join('');
  return { to, subject, text, html };
}
