import type { PageQuery, Paged } from './paging';

/**
 * What an admin write did, as `<entity>.<verb>`. The list is open (a new admin write adds its
 * own), these are the ones the portal names.
 */
export const AUDIT_ACTIONS = [
  'order.status',
  'order.refund',
  'order.return',
  'trade.review',
  'device_pricing.create',
  'device_pricing.update',
  'device_pricing.delete',
  'seller.payout',
  'seller.suspend',
  'partner_application.review',
  'user.suspend',
  'product.create',
  'product.update',
  'product.delete',
  'review.create',
  'review.delete',
  'review.hide',
  'support_ticket.update',
  'support_ticket.reply',
  'contact_message.reply',
  'contact_message.convert',
  'site_settings.update',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One admin write: who did it, to which record, and the record's relevant fields before and after. */
export interface AuditEntry {
  id: string;
  /** Null when the system did it (no signed-in admin). */
  actor_id: string | null;
  /** The actor's email when it was written (kept if the account changes later). */
  actor_email: string | null;
  action: string;
  entity_type: string;
  entity_id: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  created_at: string;
}

/**
 * Query of GET /api/admin/audit-log: newest first; each filter narrows the list (action,
 * entity_type and entity_id exactly, actor an admin's id or part of their email; search a
 * record's id exactly or part of the admin's email).
 */
export interface AuditLogQuery extends Omit<PageQuery, 'sort'> {
  action?: string;
  entity_type?: string;
  entity_id?: string;
  actor?: string;
}

export type AuditLogResponse = Paged<AuditEntry>;
