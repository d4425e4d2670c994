import type { DevicePricing } from '@phonehub/contracts';
import { deviceDisplayName } from '@phonehub/domain';
import { useDeleteDevicePricing } from '../api/delete-device-pricing';
import { ActionDialog } from '../../../shared/action-dialog';

/** Spec section 5: deleting device pricing asks first; a failed delete keeps the question open. */
export function DeleteDevicePricingDialog({
  device,
  onClose,
}: {
  device: DevicePricing;
  onClose: () => void;
}) {
  const remove = useDeleteDevicePricing();
  return (
    <ActionDialog
      onClose={onClose}
      title={`Delete ${deviceDisplayName(device.brand, device.model)}?`}
      confirmLabel="Delete"
      busyLabel="Deleting..."
      tone="danger"
      onConfirm={() => remove.mutateAsync(device.id)}
    >
      <p>Its trade-in prices will be removed. This cannot be undone.</p>
    </ActionDialog>
  );
}
