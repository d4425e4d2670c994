import { toCents, toDollars } from '@phonehub/domain';
import { ConfirmDialog, TextAreaField, TextField } from '@phonehub/ui';
import { useForm } from 'react-hook-form';
import { formatMoney, orderReference } from '../../../shared/money';
import { failureDetail } from '../../../shared/use-admin-mutation';
import type { AdminOrder } from '../api/get-orders';
import { useRefundOrder } from '../api/refund-order';

const REASON_MIN = 3;
const REASON_MAX = 500;

interface RefundValues {
  amount: string;
  reason: string;
}

/** Cents still to refund: the total less what went back already. */
export const leftToRefundCents = (order: Pick<AdminOrder, 'total' | 'amount_refunded'>) => Math.max(0, toCents(order.total) - toCents(order.amount_refunded));

function amountProblem(value: string, leftCents: number): true | string {
  const range = `Enter an amount from $0.01 to ${formatMoney(toDollars(leftCents))}`;
  const text = value.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return range;
  const cents = toCents(Number(text));
  return (cents >= 1 && cents <= leftCents) || range;
}

/** Refunds (part of) a paid order: how much (all that is left by default) and why. */
export function RefundOrderDialog({ order, onClose }: { order: AdminOrder; onClose: () => void }) {
  const refund = useRefundOrder();
  const left = leftToRefundCents(order);
  const {
    register,
    trigger,
    getValues,
    formState: { errors },
  } = useForm<RefundValues>({ defaultValues: { amount: toDollars(left).toFixed(2), reason: '' } });

  const confirm = async () => {
    if (!(await trigger())) return false;
    const { amount, reason } = getValues();
    return refund.mutateAsync({ id: order.id, body: { amount_cents: toCents(Number(amount)), reason: reason.trim() } });
  };

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={`Refund order ${orderReference(order.id)}`}
      description={`Paid ${formatMoney(order.total)}; ${formatMoney(toDollars(left))} left to refund. The customer is emailed.`}
      confirmLabel="Refund"
      busyLabel="Refunding..."
      tone="danger"
      onConfirm={confirm}
      error={failureDetail(refund)}
      errorTitle="The order was not refunded"
    >
      <TextField
        label="Amount ($)"
        required
        type="number"
        inputMode="decimal"
        min={0.01}
        max={toDollars(left)}
        step="0.01"
        error={errors.amount?.message}
        {...register('amount', { validate: (value) => amountProblem(value, left) })}
      />
      <TextAreaField
        label="Reason"
        required
        rows={3}
        maxLength={REASON_MAX}
        hint="Sent to the customer with the refund."
        error={errors.reason?.message}
        {...register('reason', {
          validate: (value) => {
            const length = value.trim().length;
            return (length >= REASON_MIN && length <= REASON_MAX) || `Enter a reason of ${REASON_MIN} to ${REASON_MAX} characters`;
          },
        })}
      />
    </ConfirmDialog>
  );
}
