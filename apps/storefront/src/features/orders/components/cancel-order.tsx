import type { Order, OrderStatus } from '@phonehub/contracts';
import { notify } from '@phonehub/session';
import { formatCents, holdsPayment, toCents } from '@phonehub/domain';
import { Alert, Button, Dialog, DialogClose } from '@phonehub/ui';
import { useState } from 'react';
import { errorMessage } from '../../../lib/error-message';
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
  const [open, setOpen] = useState(false);
  const cancel = useCancelOrder(order.id);
  const refundCents = refundOnCancelCents(order);

  const onOpenChange = (next: boolean) => {
    if (cancel.isPending) return;
    if (next) cancel.reset();
    setOpen(next);
  };

  const confirm = () =>
    cancel.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        notify.success(
          refundCents > 0
            ? `Order cancelled. Your refund of ${formatCents(refundCents)} is on its way.`
            : 'Order cancelled.',
        );
      },
    });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={<Button variant="outline">Cancel order</Button>}
      title="Cancel this order?"
      description={
        refundCents > 0
          ? `You paid for this order, so it is refunded in full: ${formatCents(refundCents)} goes back to your original payment method.`
          : 'The order is cancelled and can no longer be paid.'
      }
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline" disabled={cancel.isPending}>
              Keep order
            </Button>
          </DialogClose>
          <Button variant="danger" onClick={confirm} loading={cancel.isPending} loadingText="Cancelling...">
            Cancel order
          </Button>
        </>
      }
    >
      {cancel.isError && (
        <Alert tone="danger">{errorMessage(cancel.error, 'Failed to cancel the order')}</Alert>
      )}
    </Dialog>
  );
}
