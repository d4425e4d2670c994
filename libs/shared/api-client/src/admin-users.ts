import type { AdminUserProfile, AdminUserRow, SuspendUserRequest } from '@phonehub/contracts';
import { apiRequest } from './http';

interface CallOptions {
  signal?: AbortSignal;
}

/** An account with its orders, trade-ins and reviews (admin). */
export function getAdminUserProfile(id: string, options: CallOptions = {}): Promise<AdminUserProfile> {
  return apiRequest('GET', `/admin/users/${encodeURIComponent(id)}`, options);
}

/** Suspends or restores an account (admin; not one's own); answers its row as it is now. */
export function suspendUser(
  id: string,
  body: SuspendUserRequest,
  options: CallOptions = {},
): Promise<AdminUserRow> {
  return apiRequest('PUT', `/admin/users/${encodeURIComponent(id)}/suspend`, { ...options, body });
}
