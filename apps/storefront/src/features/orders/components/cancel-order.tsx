import type { Order, OrderStatus } from '@phonehub/contracts';
import { notify } from '@phonehub/session';
import { formatCents, holdsPayment, toCents } from '@phonehub/domain';
import { Button, ConfirmDialog } from '@phonehub/ui';
import { useMutationDialog } from '../hooks/use-mutation-dialog';
import { useCancelOrder } from '../api/cancel-order';

/** A shopper may cancel before the order is being prepared; the API refunds a paid one in full. */
const SHOPPER_CANCELLABLE: readonly OrderStatus[] = ['pending', 'confirmed'];

export const shopperMayCancel = (order: Pick<Order, 'status'>): boolean =>
  SHOPPER_CANCELLABLE.includes(order.status);

/** Cents the shopper gets back when this order is cancelled now: everything paid and not yet refunded. */
function refundOnCancelCents(order: Order): number {
  return holdsPayment(order.payment_status) ? toCents(order.total) - toCents(order.amount_refunded) : 0;
}

/** "Cancel order", asked once more in a dialog that says what happens to the payment. */
export function CancelOrder({ order }: { order: Order }) {
  const cancel = useCancelOrder(order.id);
  const { openDialog, dialogProps } = useMutationDialog(cancel, 'Failed to cancel the order');
  const refundCents = refundOnCancelCents(order);

  const confirm = async () => {
    await cancel.mutateAsync();
    notify.success(refundCents > 0 ? `Order cancelled. Your refund of ${formatCents(refundCents)} is on its way.` : 'Order cancelled.');
  };

  return (
    <>
      <Button variant="outline" onClick={openDialog}>
        Cancel order
      </Button>
      <ConfirmDialog
        {...dialogProps}
        title="Cancel this order?"
        description={
          refundCents > 0
            ? `You paid for this order, so it is refunded in full: ${formatCents(refundCents)} goes back to your original payment method.`
            : 'The order is cancelled and can no longer be paid.'
        }
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
