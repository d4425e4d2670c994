import type { PartnerApplicationStatusName } from '@phonehub/contracts';
import { Badge, type BadgeTone } from '@phonehub/ui';

const TONES: Record<PartnerApplicationStatusName, BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
};
export const APPLICATION_STATUS_LABELS: Record<PartnerApplicationStatusName, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

export function ApplicationStatusBadge({ status }: { status: PartnerApplicationStatusName }) {
  return <Badge tone={TONES[status] ?? 'neutral'}>{APPLICATION_STATUS_LABELS[status] ?? status}</Badge>;
}
