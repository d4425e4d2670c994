import type { AdminUserRow, AdminUsersQuery, AdminUsersResponse } from '@phonehub/contracts';
import { getAdminUsers } from '@phonehub/api-client';
import { usePagedList } from '../../../shared/use-paged-list';

export type { AdminUserRow, AdminUsersQuery, AdminUsersResponse };

export const USERS_PAGE_SIZE = 50;

export const adminUsersRootKey = ['admin', 'users'] as const;

export const fetchAdminUsers = (query: AdminUsersQuery, options: { signal?: AbortSignal }): Promise<AdminUsersResponse> =>
  getAdminUsers(query, options);

/** The page of users in the address, searched by name or email on the server. */
export function useAdminUsers() {
  return usePagedList({ queryKey: adminUsersRootKey, fetcher: fetchAdminUsers, noun: ['user', 'users'], pageSize: USERS_PAGE_SIZE });
}
