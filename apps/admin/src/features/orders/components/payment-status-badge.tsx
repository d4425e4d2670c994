import type { PaymentStatus } from '@phonehub/contracts';
import { toCents, toDollars } from '@phonehub/domain';
import { Badge, type BadgeTone } from '@phonehub/ui';
import { formatMoney } from '../../../shared/money';
import type { AdminOrder } from '../api/get-orders';

const TONES: Record<PaymentStatus, BadgeTone> = {
  paid: 'success',
  unpaid: 'warning',
  failed: 'danger',
  partially_refunded: 'info',
  refunded: 'info',
  disputed: 'warning',
  dispute_lost: 'danger',
};
const LABELS: Record<PaymentStatus, string> = {
  paid: 'Paid',
  unpaid: 'Unpaid',
  failed: 'Failed',
  partially_refunded: 'Partially refunded',
  refunded: 'Refunded',
  disputed: 'Disputed',
  dispute_lost: 'Dispute lost',
};

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return <Badge tone={TONES[status] ?? 'neutral'}>{LABELS[status] ?? status}</Badge>;
}

/** How much went back; with store credit in it, how much to the card and how much to store credit. */
function refundedText(order: Pick<AdminOrder, 'amount_refunded' | 'credit_refunded'>): string {
  const credit = order.credit_refunded ?? 0;
  if (credit <= 0) return `${formatMoney(order.amount_refunded)} refunded`;
  const card = toDollars(toCents(order.amount_refunded) - toCents(credit));
  return `${formatMoney(order.amount_refunded)} refunded (${formatMoney(card)} to the card, ${formatMoney(credit)} to store credit)`;
}

/** The order's payment status; a partial refund also says how much went back (and where, when store credit took part). */
export function OrderPayment({
  order,
}: {
  order: Pick<AdminOrder, 'payment_status' | 'amount_refunded' | 'credit_refunded'>;
}) {
  return (
    <span className="order-payment">
      <PaymentStatusBadge status={order.payment_status} />
      {order.payment_status === 'partially_refunded' && (
        <span className="order-payment__refunded">{refundedText(order)}</span>
      )}
    </span>
  );
}
