import { suspendSeller } from '@phonehub/api-client';
import { adminUsersKey } from '../../../shared/query-keys';
import { suspensionToast } from '../../../shared/suspension';
import { recordChange } from '../../../shared/use-admin-mutation';
import { adminSellersRootKey } from './get-sellers';

/** Suspends or restores a seller with the spec's toasts, and reloads the sellers and users. */
export const useSuspendSeller = recordChange(suspendSeller, {
  success: suspensionToast('Seller'),
  failure: 'Failed to update seller status',
  // A seller's suspension shows in the users' list too.
  invalidates: [adminSellersRootKey, adminUsersKey],
});
