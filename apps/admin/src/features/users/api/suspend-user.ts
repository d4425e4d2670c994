import { suspendUser } from '@phonehub/api-client';
import { adminActivityKey, adminSellersKey } from '../../../shared/query-keys';
import { suspensionToast } from '../../../shared/suspension';
import { recordChange } from '../../../shared/use-admin-mutation';
import { adminUsersRootKey } from './get-users';

/** Suspends or restores an account with the spec's toasts, and reloads what shows it. */
export const useSuspendUser = recordChange(suspendUser, {
  success: suspensionToast('User'),
  failure: 'Failed to update user status',
  // A suspended account's products leave the sellers' counts, and the change joins the activity log.
  invalidates: [adminUsersRootKey, adminSellersKey, adminActivityKey],
});
