import type { SupportTicket, SupportTicketCategory, SupportTicketStatusName } from '@phonehub/contracts';
import type { BadgeTone } from '@phonehub/ui';

export const CATEGORY_LABELS: Readonly<Record<SupportTicketCategory, string>> = {
  general: 'General',
  order: 'Order',
  technical: 'Technical',
  billing: 'Billing',
};

export const CATEGORY_OPTIONS = Object.entries(CATEGORY_LABELS).map(([value, label]) => ({ value, label }));

const STATUS: Readonly<Record<SupportTicketStatusName, { label: string; tone: BadgeTone }>> = {
  open: { label: 'Open', tone: 'info' },
  in_progress: { label: 'In Progress', tone: 'warning' },
  closed: { label: 'Closed', tone: 'neutral' },
};

export const ticketStatusBadge = (status: SupportTicketStatusName) => STATUS[status];

/** The spec's notice: an open ticket support has not answered yet. */
export const awaitsSupport = (ticket: Pick<SupportTicket, 'status' | 'waiting_on'>) =>
  ticket.status !== 'closed' && ticket.waiting_on === 'support';
