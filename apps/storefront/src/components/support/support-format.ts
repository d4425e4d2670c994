import {
  SUPPORT_CATEGORY_LABELS,
  SUPPORT_STATUS_LABELS,
  type SupportTicket,
  type SupportTicketStatusName,
} from '@phonehub/contracts';
import type { BadgeTone } from '@phonehub/ui';

export const CATEGORY_LABELS = SUPPORT_CATEGORY_LABELS;

export const CATEGORY_OPTIONS = Object.entries(CATEGORY_LABELS).map(([value, label]) => ({ value, label }));

const TONES: Readonly<Record<SupportTicketStatusName, BadgeTone>> = {
  open: 'info',
  in_progress: 'warning',
  closed: 'neutral',
};

export const ticketStatusBadge = (status: SupportTicketStatusName) => ({
  label: SUPPORT_STATUS_LABELS[status],
  tone: TONES[status],
});

/** The spec's notice: an open ticket support has not answered yet. */
export const awaitsSupport = (ticket: Pick<SupportTicket, 'status' | 'waiting_on'>) =>
  ticket.status !== 'closed' && ticket.waiting_on === 'support';
