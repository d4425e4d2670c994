import { orderReference } from '@phonehub/domain';
import { Button, Dialog, DialogClose, ParcelTrackingCard } from '@phonehub/ui';
import type { SellerOrder } from '../api/get-seller-orders';

/** The seller's labelled parcel of an order: its label to print and the carrier's scans so far. */
export function ParcelDialog({ order, onClose }: { order: SellerOrder; onClose: () => void }) {
  const tracking = order.parcel_tracking;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={`Parcel of order #${orderReference(order.id)}`}
      footer={
        <DialogClose asChild>
          <Button variant="outline">Close</Button>
        </DialogClose>
      }
    >
      {tracking && (
        <ParcelTrackingCard
          tracking={tracking}
          title={`Your parcel to ${order.customer_name ?? 'the buyer'}`}
          labelLink="Print label (PDF)"
        />
      )}
    </Dialog>
  );
}
