import type { AdminSeller } from '../api/get-sellers';
import { useSuspendSeller } from '../api/seller-changes';
import { ActionDialog } from '../../../shared/action-dialog';

interface DialogProps {
  seller: AdminSeller;
  onClose: () => void;
}

/** Suspends a seller (seller routes refused, products out of the catalogue at once) or restores one. */
export function SuspendSellerDialog({ seller, onClose }: DialogProps) {
  const change = useSuspendSeller();
  const suspend = !seller.is_suspended;
  return (
    <ActionDialog
      onClose={onClose}
      title={`${suspend ? 'Suspend' : 'Unsuspend'} ${seller.company_name}?`}
      description={
        suspend
          ? 'Their products leave the catalogue and cannot be bought, and their seller dashboard is closed, until you unsuspend them.'
          : 'Their seller dashboard opens again and their products return to the catalogue.'
      }
      confirmLabel={suspend ? 'Suspend' : 'Unsuspend'}
      tone={suspend ? 'danger' : 'primary'}
      onConfirm={() => change.mutateAsync({ id: seller.id, body: { is_suspended: suspend } })}
      mutation={change}
      errorTitle="The seller's status was not changed"
    />
  );
}
