import type { AdminUserProfile, AdminUserRow, SuspendUserRequest } from '@phonehub/contracts';
import { byId, idBodyCall, idCall } from './endpoints';

/** An account with its orders, trade-ins and reviews (admin). */
export const getAdminUserProfile = idCall<AdminUserProfile>('GET', byId('/admin/users'));

/** Suspends or restores an account (admin; not one's own); answers its row as it is now. */
export const suspendUser = idBodyCall<SuspendUserRequest, AdminUserRow>(
  'PUT',
  byId('/admin/users', '/suspend'),
);
