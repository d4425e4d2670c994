import { tradeStatusLabel } from '@phonehub/domain';
import { Badge, type BadgeTone } from './badge';

const TONES: Record<string, BadgeTone> = {
  pending_review: 'warning',
  approved: 'success',
  rejected: 'danger',
  completed: 'info',
};

/** A trade's status as a coloured badge ('PENDING REVIEW'); any other value gets a neutral one. */
export function TradeStatusBadge({ status }: { status: string }) {
  return <Badge tone={TONES[status] ?? 'neutral'}>{tradeStatusLabel(status)}</Badge>;
}
