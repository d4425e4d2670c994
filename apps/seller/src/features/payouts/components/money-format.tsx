import type { SellerLedgerKind, TransferStatus } from '@phonehub/contracts';
import { formatCents } from '@phonehub/domain';
import { Badge, type BadgeTone } from '@phonehub/ui';

/** A ledger line's kind as the seller reads it. */
export const LEDGER_KIND_LABELS: Record<SellerLedgerKind, string> = {
  earning: 'Sale',
  shipping: 'Shipping',
  reversal: 'Refund',
  dispute: 'Lost dispute',
  payout: 'Transfer to you',
  payout_failed: 'Refused transfer returned',
  payout_reversal: 'Taken back from your account',
  netting: 'Debt settled',
};

/** '+$12.00' for money in, '-$12.00' for money out. */
export const signedCents = (cents: number): string =>
  cents > 0 ? `+${formatCents(cents)}` : formatCents(cents);

const TRANSFER_TONES: Record<TransferStatus, BadgeTone> = {
  pending: 'warning',
  paid: 'success',
  failed: 'danger',
};
const TRANSFER_LABELS: Record<TransferStatus, string> = {
  pending: 'Pending',
  paid: 'Paid',
  failed: 'Failed',
};

/** A transfer's state, with the provider's reason when it refused it. */
export function TransferStatusBadge({ status, failure }: { status: TransferStatus; failure: string | null }) {
  return (
    <span className="payout-status">
      <Badge tone={TRANSFER_TONES[status]}>{TRANSFER_LABELS[status]}</Badge>
      {status === 'failed' && failure && <span className="payout-status__failure">{failure}</span>}
    </span>
  );
}
