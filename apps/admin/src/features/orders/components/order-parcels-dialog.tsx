import type { AdminOrder, OrderParcel } from '@phonehub/contracts';
import { orderReference } from '@phonehub/domain';
import { Badge, Button, Dialog, DialogClose, ParcelTrackingCard } from '@phonehub/ui';
import { handShippedCodes } from './order-parcels';
import './order-labels.css';

/** A parcel without a bought label: how it left (tracking numbers typed by hand), or that it has not. */
function UnlabelledParcel({ order, parcel }: { order: AdminOrder; parcel: OrderParcel }) {
  const codes = handShippedCodes(order, parcel);
  return (
    <section className="admin-parcel" aria-label={`Parcel from ${parcel.sold_by}`}>
      <h3 className="admin-parcel__title">Parcel from {parcel.sold_by}</h3>
      {codes.length > 0 ? (
        <p>
          <Badge tone="neutral">Sent without a label</Badge> tracking {codes.join(', ')}
        </p>
      ) : (
        <p>
          <Badge tone="warning">Not shipped yet</Badge>
        </p>
      )}
    </section>
  );
}

/**
 * Each parcel of an order (PhoneHub's first, then each seller's) and where it is: the carrier's
 * tracking and label for a parcel with a bought label, else how it left.
 */
export function OrderParcelsDialog({ order, onClose }: { order: AdminOrder; onClose: () => void }) {
  const parcels = order.parcels ?? [];
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={`Parcels of order #${orderReference(order.id)}`}
      description={`For ${order.user_name || order.user_email}`}
      footer={
        <DialogClose asChild>
          <Button variant="outline">Close</Button>
        </DialogClose>
      }
    >
      <div className="admin-parcels">
        {parcels.map((parcel) =>
          parcel.tracking ? (
            <ParcelTrackingCard
              key={parcel.seller?.id ?? 'shop'}
              tracking={parcel.tracking}
              title={`Parcel from ${parcel.sold_by}`}
              labelLink="Print label (PDF)"
            />
          ) : (
            <UnlabelledParcel key={parcel.seller?.id ?? 'shop'} order={order} parcel={parcel} />
          ),
        )}
      </div>
    </Dialog>
  );
}
