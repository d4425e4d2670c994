import {
  SUPPORT_CATEGORY_LABELS,
  SUPPORT_PRIORITY_LABELS,
  SUPPORT_STATUS_LABELS,
  type SupportTicketPriority,
  type SupportTicketStatusName,
} from '@phonehub/contracts';
import { Badge, type BadgeTone } from '@phonehub/ui';

const STATUS_TONES: Readonly<Record<SupportTicketStatusName, BadgeTone>> = {
  open: 'info',
  in_progress: 'warning',
  closed: 'neutral',
};
const PRIORITY_TONES: Readonly<Record<SupportTicketPriority, BadgeTone>> = {
  high: 'danger',
  medium: 'neutral',
  low: 'neutral',
};

export const options = (labels: Readonly<Record<string, string>>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

export const STATUS_FILTER = [{ value: '', label: 'All Status' }, ...options(SUPPORT_STATUS_LABELS)];
export const PRIORITY_FILTER = [{ value: '', label: 'All Priorities' }, ...options(SUPPORT_PRIORITY_LABELS)];
export const CATEGORY_FILTER = [{ value: '', label: 'All Categories' }, ...options(SUPPORT_CATEGORY_LABELS)];

export function TicketStatusBadge({ status }: { status: SupportTicketStatusName }) {
  return <Badge tone={STATUS_TONES[status]}>{SUPPORT_STATUS_LABELS[status]}</Badge>;
}

export function PriorityBadge({ priority }: { priority: SupportTicketPriority }) {
  return <Badge tone={PRIORITY_TONES[priority]}>{SUPPORT_PRIORITY_LABELS[priority]}</Badge>;
}

/** '3 h 20 min' between two moments, for the first-reply time. */
export function duration(from: string, to: string): string {
  const minutes = Math.max(0, Math.round((Date.parse(to) - Date.parse(from)) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ${minutes % 60} min`;
  return `${Math.floor(hours / 24)} days ${hours % 24} h`;
}
