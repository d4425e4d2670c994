import type { PaymentStatus } from '@phonehub/contracts';
import { Badge, type BadgeTone } from '@phonehub/ui';

const TONES: Record<PaymentStatus, BadgeTone> = { paid: 'success', unpaid: 'warning', failed: 'danger', refunded: 'info' };
const LABELS: Record<PaymentStatus, string> = { paid: 'Paid', unpaid: 'Unpaid', failed: 'Failed', refunded: 'Refunded' };

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return <Badge tone={TONES[status] ?? 'neutral'}>{LABELS[status] ?? status}</Badge>;
}
