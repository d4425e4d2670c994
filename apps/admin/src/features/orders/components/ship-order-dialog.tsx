import { Button, Dialog, DialogClose, TextAreaField, TextField } from '@phonehub/ui';
import { useId, useState, type FormEvent } from 'react';
import { orderReference } from '../../../shared/money';
import type { AdminOrder } from '../api/get-orders';

export interface ShipDetails {
  tracking_number: string;
  notes?: string;
}

/** Asks for the tracking number (and optional notes) before an order is marked shipped. */
export function ShipOrderDialog({
  order,
  open,
  saving,
  onOpenChange,
  onConfirm,
}: {
  order: AdminOrder;
  open: boolean;
  saving: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: (details: ShipDetails) => void;
}) {
  const formId = useId();
  const [tracking, setTracking] = useState(order.tracking_number ?? '');
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trackingNumber = tracking.trim();
    if (!trackingNumber) {
      setError('Enter the tracking number');
      return;
    }
    const trimmedNotes = notes.trim();
    onConfirm({ tracking_number: trackingNumber, ...(trimmedNotes ? { notes: trimmedNotes } : {}) });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Mark order as shipped"
      description={`Order ${orderReference(order.id)} for ${order.user_name || order.user_email}`}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button type="submit" form={formId} loading={saving} loadingText="Saving...">
            Mark as Shipped
          </Button>
        </>
      }
    >
      <form id={formId} className="ship-form" onSubmit={submit} noValidate>
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
        <TextAreaField label="Notes (optional)" maxLength={2000} value={notes} onChange={(event) => setNotes(event.target.value)} />
      </form>
    </Dialog>
  );
}
