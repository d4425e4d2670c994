import { TextAreaField, TextField } from '@phonehub/ui';
import { useState } from 'react';
import { orderReference } from '@phonehub/domain';
import type { AdminOrder } from '../api/get-orders';
import { ActionDialog } from '../../../shared/action-dialog';

export interface ShipDetails {
  tracking_number: string;
  notes?: string;
}

/** Asks for the tracking number (and optional notes) before an order is marked shipped. */
export function ShipOrderDialog({
  order,
  onClose,
  onConfirm,
}: {
  order: AdminOrder;
  onClose: () => void;
  onConfirm: (details: ShipDetails) => Promise<unknown>;
}) {
  const [tracking, setTracking] = useState(order.tracking_number ?? '');
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string | null>(null);

  const confirm = () => {
    const trackingNumber = tracking.trim();
    if (!trackingNumber) {
      setError('Enter the tracking number');
      return false;
    }
    const trimmedNotes = notes.trim();
    return onConfirm({ tracking_number: trackingNumber, ...(trimmedNotes ? { notes: trimmedNotes } : {}) });
  };

  return (
    <ActionDialog
      onClose={onClose}
      title="Mark order as shipped"
      description={`Order #${orderReference(order.id)} for ${order.user_name || order.user_email}`}
      confirmLabel="Mark as Shipped"
      onConfirm={confirm}
    >
      <TextField
        label="Tracking number"
        required
        maxLength={100}
        value={tracking}
        error={error}
        onChange={(event) => {
          setTracking(event.target.value);
          setError(null);
        }}
      />
      <TextAreaField
        label="Notes (optional)"
        maxLength={2000}
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
      />
    </ActionDialog>
  );
}
