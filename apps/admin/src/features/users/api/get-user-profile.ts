import type { AdminUserProfile } from '@phonehub/contracts';
import { getAdminUserProfile } from '@phonehub/api-client';
import { useQuery } from '@tanstack/react-query';
import { adminUsersRootKey } from './get-users';

export type { AdminUserProfile };

/** An account's orders, trade-ins and reviews; loaded when its profile opens. */
export const useUserProfile = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: [...adminUsersRootKey, 'profile', id],
    queryFn: ({ signal }) => getAdminUserProfile(id, { signal }),
    enabled,
    meta: { errorToast: 'Failed to load the user profile' },
  });
