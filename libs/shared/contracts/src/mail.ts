import type { PageQuery, Paged } from './paging';

/**
 * A mail's delivery: queued (waiting for its first try), retrying (a try failed, another is due),
 * sent (the mail server took it), failed (given up after retrying for a day or more; an admin may
 * resend it, which queues it again).
 */
export const MAIL_STATUSES = ['queued', 'retrying', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** One mail the shop sent or is sending, as the admin Mail section lists it. */
export interface MailRecord {
  id: string;
  /** What kind of mail, e.g. 'order-confirmation', 'back-in-stock'. */
  template: string;
  recipient: string;
  subject: string;
  status: MailStatus;
  /** Tries made so far. */
  attempts: number;
  /** Why the last try failed; null once sent or before any try. */
  last_error: string | null;
  /** The Message-ID the mail went out with (set once sent). */
  provider_message_id: string | null;
  /** The record the mail is about, e.g. 'order' and its id. */
  related_type: string | null;
  related_id: string | null;
  created_at: string;
  updated_at: string;
  sent_at: string | null;
}

/** Query of GET /api/admin/mails: newest first; `recipient` is part of the address. */
export interface MailListQuery extends Omit<PageQuery, 'sort'> {
  status?: MailStatus;
  recipient?: string;
}

export type MailListResponse = Paged<MailRecord>;

/** Texts of the admin Mail section and its API. */
export const MAIL_TEXTS = {
  resent: 'The mail is queued to be sent again.',
  notFound: 'Mail not found',
  notResendable: 'Only a failed mail can be sent again.',
} as const;
