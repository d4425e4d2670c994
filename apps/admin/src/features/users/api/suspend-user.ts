import type { AdminUserRow } from '@phonehub/contracts';
import { suspendUser } from '@phonehub/api-client';
import { adminActivityKey, adminSellersKey } from '../../../shared/query-keys';
import { useAdminMutation } from '../../../shared/use-admin-mutation';
import { adminUsersRootKey } from './get-users';

export const putUserSuspension = ({
  user,
  suspend,
}: {
  user: AdminUserRow;
  suspend: boolean;
}): Promise<AdminUserRow> => suspendUser(user.id, { is_suspended: suspend });

/** Suspends or restores an account with the spec's toasts, and reloads what shows it. */
export const useSuspendUser = () =>
  useAdminMutation({
    mutationFn: putUserSuspension,
    success: (_data, { suspend }) => `User ${suspend ? 'suspended' : 'unsuspended'} successfully`,
    failure: 'Failed to update user status',
    // A suspended account's products leave the sellers' counts, and the change joins the activity log.
    invalidates: [adminUsersRootKey, adminSellersKey, adminActivityKey],
  });
