import { formatCents, orderReference, toCents, toDollars } from '@phonehub/domain';
import { TextAreaField, TextField } from '@phonehub/ui';
import { useForm } from 'react-hook-form';
import { formatMoney } from '../../../shared/money';
import type { AdminOrder } from '../api/get-orders';
import { useRefundOrder } from '../api/refund-order';
import { ActionDialog } from '../../../shared/action-dialog';
import { fieldProps } from '../../../shared/field-props';

const REASON_MIN = 3;
const REASON_MAX = 500;

interface RefundValues {
  amount: string;
  reason: string;
}

/** Cents still to refund: the total less what went back already. */
export const leftToRefundCents = (order: Pick<AdminOrder, 'total' | 'amount_refunded'>) =>
  Math.max(0, toCents(order.total) - toCents(order.amount_refunded));

type PaidOrder = Pick<AdminOrder, 'total' | 'amount_refunded' | 'credit_applied' | 'credit_refunded'>;

/** Cents still to refund of each part: what the card paid and what store credit paid, less what went back to each. */
export function leftByPartCents(order: PaidOrder): { cardCents: number; creditCents: number } {
  const creditPaid = toCents(order.credit_applied ?? 0);
  const creditBack = toCents(order.credit_refunded ?? 0);
  return {
    cardCents: Math.max(0, toCents(order.total) - creditPaid - (toCents(order.amount_refunded) - creditBack)),
    creditCents: Math.max(0, creditPaid - creditBack),
  };
}

/** Where a refund of `cents` goes, as the API splits it: to the card first, up to what is left of it, then to store credit. */
export function refundSplitCents(
  order: PaidOrder,
  cents: number,
): { cardCents: number; creditCents: number } {
  const left = leftByPartCents(order);
  const cardCents = Math.min(cents, left.cardCents);
  return { cardCents, creditCents: Math.min(cents - cardCents, left.creditCents) };
}

function describePayment(order: AdminOrder, leftCents: number): string {
  const creditCents = toCents(order.credit_applied ?? 0);
  const left = `${formatCents(leftCents)} left to refund`;
  if (creditCents === 0) return `Paid ${formatMoney(order.total)}; ${left}. The customer is emailed.`;
  const cardCents = toCents(order.total) - creditCents;
  return `Paid ${formatMoney(order.total)}: ${formatCents(cardCents)} by card, ${formatCents(creditCents)} in store credit; ${left}. Refunds go to the card first, then to store credit. The customer is emailed.`;
}

/** The hint under the amount: where that amount would go (only for orders store credit paid part of). */
function splitHint(order: AdminOrder, value: string): string | undefined {
  if (!order.credit_applied) return undefined;
  const text = value.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return undefined;
  const { cardCents, creditCents } = refundSplitCents(order, toCents(Number(text)));
  return `${formatCents(cardCents)} to the card, ${formatCents(creditCents)} to store credit`;
}

function amountProblem(value: string, leftCents: number): true | string {
  const range = `Enter an amount from $0.01 to ${formatCents(leftCents)}`;
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
    watch,
    formState: { errors },
  } = useForm<RefundValues>({ defaultValues: { amount: toDollars(left).toFixed(2), reason: '' } });
  const field = fieldProps(register, errors);
  const hint = splitHint(order, watch('amount'));

  const confirm = async () => {
    if (!(await trigger())) return false;
    const { amount, reason } = getValues();
    return refund.mutateAsync({
      id: order.id,
      body: { amount_cents: toCents(Number(amount)), reason: reason.trim() },
    });
  };

  return (
    <ActionDialog
      onClose={onClose}
      title={`Refund order #${orderReference(order.id)}`}
      description={describePayment(order, left)}
      confirmLabel="Refund"
      busyLabel="Refunding..."
      tone="danger"
      onConfirm={confirm}
      mutation={refund}
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
        hint={hint}
        {...field('amount', { validate: (value) => amountProblem(value, left) })}
      />
      <TextAreaField
        label="Reason"
        required
        rows={3}
        maxLength={REASON_MAX}
        hint="Sent to the customer with the refund."
        {...field('reason', {
          validate: (value) => {
            const length = value.trim().length;
            return (
              (length >= REASON_MIN && length <= REASON_MAX) ||
              `Enter a reason of ${REASON_MIN} to ${REASON_MAX} characters`
            );
          },
        })}
      />
    </ActionDialog>
  );
}
