import type { TransferStatus } from '@phonehub/contracts';
import { Badge, type BadgeTone } from '@phonehub/ui';

export const TRANSFER_STATUS_LABELS: Record<TransferStatus, string> = {
  pending: 'Pending',
  paid: 'Paid',
  failed: 'Failed',
};

const TONES: Record<TransferStatus, BadgeTone> = { pending: 'warning', paid: 'success', failed: 'danger' };

/** A transfer's state: written before the provider is asked, then sent or refused. */
export function TransferStatusBadge({ status }: { status: TransferStatus }) {
  return <Badge tone={TONES[status]}>{TRANSFER_STATUS_LABELS[status]}</Badge>;
}
