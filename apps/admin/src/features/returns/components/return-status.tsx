import type { ReturnStatus } from '@phonehub/contracts';
import { Badge, type BadgeTone } from '@phonehub/ui';

const TONES: Record<ReturnStatus, BadgeTone> = {
  requested: 'warning',
  approved: 'info',
  rejected: 'danger',
  received: 'brand',
  refunded: 'success',
};
export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  requested: 'Requested',
  approved: 'Approved',
  rejected: 'Rejected',
  received: 'Received',
  refunded: 'Refunded',
};
/** What moving a return to a status is called on the admin's button or choice. */
export const RETURN_ACTIONS: Partial<Record<ReturnStatus, string>> = {
  approved: 'Approve',
  rejected: 'Reject',
  received: 'Mark received',
  refunded: 'Mark refunded',
};

export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  return <Badge tone={TONES[status] ?? 'neutral'}>{RETURN_STATUS_LABELS[status] ?? status}</Badge>;
}
