import type { AdminUserRow } from '@phonehub/contracts';
import { useSuspendUser } from '../api/suspend-user';
import { ActionDialog } from '../../../shared/action-dialog';

/** Asks before suspending an account (signed out at once, sign-in refused) or restoring one. */
export function SuspendUserDialog({ user, onClose }: { user: AdminUserRow; onClose: () => void }) {
  const change = useSuspendUser();
  const suspend = !user.is_suspended;
  const name = `${user.first_name} ${user.last_name}`.trim() || user.email;
  const sells = user.is_seller ? ' Their products leave the catalogue while the account is suspended.' : '';
  return (
    <ActionDialog
      onClose={onClose}
      title={`${suspend ? 'Suspend' : 'Unsuspend'} ${name}?`}
      description={
        suspend
          ? `They are signed out at once and cannot sign in until you unsuspend them; their orders and trade-ins stay.${sells}`
          : `They can sign in again.${user.is_seller ? ' Their products return to the catalogue unless the seller is suspended.' : ''}`
      }
      confirmLabel={suspend ? 'Suspend' : 'Unsuspend'}
      tone={suspend ? 'danger' : 'primary'}
      onConfirm={() => change.mutateAsync({ id: user.id, body: { is_suspended: suspend } })}
      mutation={change}
      errorTitle="The user's status was not changed"
    />
  );
}
