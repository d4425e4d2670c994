import type { Order, OrderStatus } from '@phonehub/contracts';
import { notify } from '@phonehub/session';
import { formatCents, holdsPayment, toCents } from '@phonehub/domain';
import { Button, ConfirmDialog } from '@phonehub/ui';
import { useMutationDialog } from '../../hooks/use-mutation-dialog';
import { useCancelOrder } from '../../api/cancel-order';

/** A shopper may cancel before the order is being prepared; the API refunds a paid one in full. */
const SHOPPER_CANCELLABLE: readonly OrderStatus[] = ['pending', 'confirmed'];

export const shopperMayCancel = (order: Pick<Order, 'status'>): boolean =>
  SHOPPER_CANCELLABLE.includes(order.status);

/** Cents the shopper gets back when this order is cancelled now: everything paid and not yet refunded. */
function refundOnCancelCents(order: Order): number {
  return holdsPayment(order.payment_status) ? toCents(order.total) - toCents(order.amount_refunded) : 0;
}

/**
 * Where a full refund goes: what store credit paid and has not had back returns as credit, the rest
 * to the card (the API gives the card its part first, so what is left of the credit is all of it).
 */
function refundDestination(order: Order, refundCents: number): string {
  const creditCents = Math.min(
    refundCents,
    toCents(order.credit_applied ?? 0) - toCents(order.credit_refunded ?? 0),
  );
  const cardCents = refundCents - creditCents;
  if (creditCents <= 0) return `${formatCents(refundCents)} goes back to your original payment method`;
  if (cardCents <= 0) return `${formatCents(creditCents)} goes back to your store credit`;
  return `${formatCents(cardCents)} goes back to your original payment method and ${formatCents(creditCents)} to your store credit`;
}

/** "Cancel order", asked once more in a dialog that says what happens to the payment. */
export function CancelOrder({ order }: { order: Order }) {
  const cancel = useCancelOrder(order.id);
  const refundCents = refundOnCancelCents(order);
  return (
    <CancelOrderButton
      cancel={cancel}
      refundCents={refundCents}
      description={
        refundCents > 0
          ? `You paid for this order, so it is refunded in full: ${refundDestination(order, refundCents)}.`
          : UNPAID_CANCEL_DESCRIPTION
      }
    />
  );
}

export const UNPAID_CANCEL_DESCRIPTION = 'The order is cancelled and can no longer be paid.';

interface CancelMutation {
  mutateAsync(): Promise<unknown>;
  reset(): void;
  isError: boolean;
  error: unknown;
}

/** The button and its confirmation around any cancel call (the owner's, or a guest's with the order's email). */
export function CancelOrderButton({
  cancel,
  refundCents,
  description,
}: {
  cancel: CancelMutation;
  refundCents: number;
  description: string;
}) {
  const { openDialog, dialogProps } = useMutationDialog(cancel, 'Failed to cancel the order');

  const confirm = async () => {
    await cancel.mutateAsync();
    notify.success(
      refundCents > 0
        ? `Order cancelled. Your refund of ${formatCents(refundCents)} is on its way.`
        : 'Order cancelled.',
    );
  };

  return (
    <>
      <Button variant="outline" onClick={openDialog}>
        Cancel order
      </Button>
      <ConfirmDialog
        {...dialogProps}
        title="Cancel this order?"
        description={description}
        tone="danger"
        confirmLabel="Cancel order"
        busyLabel="Cancelling..."
        cancelLabel="Keep order"
        onConfirm={confirm}
        errorTitle="The order was not cancelled"
      />
    </>
  );
}
