import type { AdminUserRow, AdminUsersQuery, AdminUsersResponse } from '@phonehub/contracts';
import { getAdminUsers } from '@phonehub/api-client';
import { usePagedList } from '../../../shared/use-paged-list';

export type { AdminUserRow, AdminUsersQuery, AdminUsersResponse };

export const USERS_PAGE_SIZE = 50;

export const adminUsersRootKey = ['admin', 'users'] as const;

const YES_NO = ['true', 'false'] as const;

/** The filters the All Users panel offers (the Sellers Only panel fixes `seller`). */
export const USER_FILTERS = {
  role: ['customer', 'admin'],
  seller: YES_NO,
  suspended: YES_NO,
  guest: YES_NO,
} as const;

export const fetchAdminUsers = (
  query: AdminUsersQuery,
  options: { signal?: AbortSignal },
): Promise<AdminUsersResponse> => getAdminUsers(query, options);

const fetchSellers = (
  query: AdminUsersQuery,
  options: { signal?: AbortSignal },
): Promise<AdminUsersResponse> => getAdminUsers({ ...query, seller: 'true' }, options);

/** The page of users in the address, searched by name or email and filtered on the server. */
export function useAdminUsers() {
  return usePagedList({
    queryKey: adminUsersRootKey,
    fetcher: fetchAdminUsers,
    filters: USER_FILTERS,
    noun: ['user', 'users'],
    pageSize: USERS_PAGE_SIZE,
  });
}

/** The accounts that sell, as a page of the same users list. */
export function useSellingUsers() {
  const { seller: _fixed, ...filters } = USER_FILTERS;
  return usePagedList({
    queryKey: [...adminUsersRootKey, 'sellers-only'],
    fetcher: fetchSellers,
    filters,
    noun: ['seller', 'sellers'],
    pageSize: USERS_PAGE_SIZE,
    errorToast: 'Failed to load users',
  });
}
