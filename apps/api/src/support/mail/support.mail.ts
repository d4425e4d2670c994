import { CONTACT_DETAILS } from '@phonehub/domain';
import escapeHtml from 'escape-html';
import type { MailMessage } from '../../mail/mail-transport';
import type {
  ContactReplySentEvent,
  SupportReplyPostedEvent,
  SupportTicketCreatedEvent,
} from '../events/support.events';

const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((block) => `<p>${escapeHtml(block).replace(/\n/g, '<br>')}</p>`)
    .join('\n');

/** To the shopper: support's reply in full and the link back to the conversation. */
export function supportReplyMail(event: SupportReplyPostedEvent): MailMessage {
  const name = event.firstName || 'there';
  const intro = `PhoneHub Support replied to your ticket "${event.subject}":`;
  const text = [
    `Hi ${name},`,
    '',
    intro,
    '',
    event.reply,
    '',
    `See the conversation and reply: ${event.url}`,
    '',
    'PhoneHub Support',
  ].join('\n');
  const html = [
    `<p>Hi ${escapeHtml(name)},</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<blockquote>${paragraphs(event.reply)}</blockquote>`,
    `<p><a href="${escapeHtml(event.url)}">See the conversation and reply</a></p>`,
    '<p>PhoneHub Support</p>',
  ].join('\n');
  return { to: event.email, subject: `Re: ${event.subject} [PhoneHub Support]`, text, html };
}

/** To support's own address, one per new ticket (no digest). */
export function newTicketMail(event: SupportTicketCreatedEvent): MailMessage {
  const from = `${event.customerName} <${event.customerEmail}>`;
  const text = [
    `New ${event.category} ticket from ${from}:`,
    '',
    event.subject,
    '',
    event.message,
    '',
    `Answer it in the admin portal: ${event.url}`,
  ].join('\n');
  const html = [
    `<p>New ${escapeHtml(event.category)} ticket from ${escapeHtml(from)}:</p>`,
    `<p><strong>${escapeHtml(event.subject)}</strong></p>`,
    paragraphs(event.message),
    `<p><a href="${escapeHtml(event.url)}">Answer it in the admin portal</a></p>`,
  ].join('\n');
  return { to: CONTACT_DETAILS.supportEmail, subject: `New support ticket: ${event.subject}`, text, html };
}

/** To the contact form's sender: the admin's answer, with their message quoted. */
export function contactReplyMail(event: ContactReplySentEvent): MailMessage {
  const name = event.name || 'there';
  const text = [
    `Hi ${name},`,
    '',
    event.reply,
    '',
    'You wrote:',
    ...event.originalMessage.split('\n').map((line) => `> ${line}`),
    '',
    'PhoneHub Support',
  ].join('\n');
  const html = [
    `<p>Hi ${escapeHtml(name)},</p>`,
    paragraphs(event.reply),
    '<p>You wrote:</p>',
    `<blockquote>${paragraphs(event.originalMessage)}</blockquote>`,
    '<p>PhoneHub Support</p>',
  ].join('\n');
  return { to: event.email, subject: `Re: ${event.subject}`, text, html };
}
