import { failureDetail } from '@phonehub/ui';
import { ConfirmDialog, TextField } from '@phonehub/ui';
import { useState } from 'react';
import { orderReference } from '@phonehub/domain';
import type { SellerOrder } from '../api/get-seller-orders';
import { useShipSellerOrder } from '../api/ship-seller-order';

export const TRACKING_MAX_LENGTH = 100;

/** Asks for the tracking number of the parcel holding the seller's unshipped lines, then ships them. */
export function ShipOrderDialog({ order, onClose }: { order: SellerOrder; onClose: () => void }) {
  const ship = useShipSellerOrder();
  const [tracking, setTracking] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const toShip = order.lines.filter((line) => !line.shipped_at);
  const address = order.shipping_address;

  const confirm = () => {
    const trackingNumber = tracking.trim();
    if (!trackingNumber) {
      setProblem('Enter the tracking number');
      return false;
    }
    return ship.mutateAsync({ id: order.id, tracking_number: trackingNumber });
  };

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Ship your items"
      description={`Order #${orderReference(order.id)} for ${order.customer_name ?? 'a buyer shown once paid'}`}
      confirmLabel="Mark as Shipped"
      busyLabel="Shipping..."
      onConfirm={confirm}
      error={failureDetail(ship)}
      errorTitle="The order could not be marked as shipped"
    >
      <ul className="seller-ship__lines" aria-label="Items in this parcel">
        {toShip.map((line) => (
          <li key={line.id}>
            {line.quantity} × {line.product_name}
          </li>
        ))}
      </ul>
      {/* Only paid orders are shipped, and a paid order carries the buyer's address. */}
      {address && (
        <address className="seller-ship__address">
          {address.name}
          <br />
          {address.address_line_1}
          {address.address_line_2 && (
            <>
              <br />
              {address.address_line_2}
            </>
          )}
          <br />
          {address.city}, {address.state} {address.postal_code}
          <br />
          {address.country}
        </address>
      )}
      <TextField
        label="Tracking number"
        required
        maxLength={TRACKING_MAX_LENGTH}
        autoComplete="off"
        value={tracking}
        error={problem}
        onChange={(event) => {
          setTracking(event.target.value);
          setProblem(null);
        }}
      />
    </ConfirmDialog>
  );
}
