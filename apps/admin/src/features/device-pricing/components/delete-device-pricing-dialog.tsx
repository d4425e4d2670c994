import type { DevicePricing } from '@phonehub/contracts';
import { Button, Dialog, DialogClose } from '@phonehub/ui';
import { useDeleteDevicePricing } from '../api/delete-device-pricing';

/** Spec section 5: deleting device pricing asks first. */
export function DeleteDevicePricingDialog({ device, onClose }: { device: DevicePricing; onClose: () => void }) {
  const remove = useDeleteDevicePricing();
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !remove.isPending) onClose();
      }}
      title={`Delete ${device.brand} ${device.model}?`}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline" disabled={remove.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button variant="danger" onClick={() => remove.mutate(device.id, { onSuccess: onClose })} loading={remove.isPending} loadingText="Deleting...">
            Delete
          </Button>
        </>
      }
    >
      <p>Its trade-in prices will be removed. This cannot be undone.</p>
    </Dialog>
  );
}
