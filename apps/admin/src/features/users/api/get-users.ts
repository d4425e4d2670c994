import type { AdminUserRow, AdminUsersQuery, AdminUsersResponse } from '@phonehub/contracts';
import { getAdminUsers } from '@phonehub/api-client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export type { AdminUserRow, AdminUsersQuery, AdminUsersResponse };

export const USERS_PAGE_SIZE = 50;

export const adminUsersQueryKey = (query: AdminUsersQuery) => ['admin', 'users', query] as const;

export const fetchAdminUsers = (query: AdminUsersQuery, signal?: AbortSignal): Promise<AdminUsersResponse> =>
  getAdminUsers(query, { signal });

/** One page of users, searched on the server; the previous page stays on screen while the next loads. */
export function useAdminUsers({ page, search }: { page: number; search: string }) {
  const query: AdminUsersQuery = { page, page_size: USERS_PAGE_SIZE, ...(search ? { search } : {}) };
  return useQuery({
    queryKey: adminUsersQueryKey(query),
    queryFn: ({ signal }) => fetchAdminUsers(query, signal),
    placeholderData: keepPreviousData,
    meta: { errorToast: 'Failed to load users' },
  });
}
