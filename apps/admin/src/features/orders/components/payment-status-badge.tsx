import type { PaymentStatus } from '@phonehub/contracts';
import { Badge, type BadgeTone } from '@phonehub/ui';
import { formatMoney } from '../../../shared/money';
import type { AdminOrder } from '../api/get-orders';

const TONES: Record<PaymentStatus, BadgeTone> = { paid: 'success', unpaid: 'warning', failed: 'danger', partially_refunded: 'info', refunded: 'info' };
const LABELS: Record<PaymentStatus, string> = {
  paid: 'Paid',
  unpaid: 'Unpaid',
  failed: 'Failed',
  partially_refunded: 'Partially refunded',
  refunded: 'Refunded',
};

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return <Badge tone={TONES[status] ?? 'neutral'}>{LABELS[status] ?? status}</Badge>;
}

/** The order's payment status; a partial refund also says how much went back. */
export function OrderPayment({ order }: { order: Pick<AdminOrder, 'payment_status' | 'amount_refunded'> }) {
  return (
    <span className="order-payment">
      <PaymentStatusBadge status={order.payment_status} />
      {order.payment_status === 'partially_refunded' && <span className="order-payment__refunded">{formatMoney(order.amount_refunded)} refunded</span>}
    </span>
  );
}
