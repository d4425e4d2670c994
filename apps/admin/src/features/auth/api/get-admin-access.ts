import type { User } from '@phonehub/contracts';
import { getMe } from '@phonehub/api-client';
import { useSession } from '@phonehub/session';
import { useQuery } from '@tanstack/react-query';

export type { User };

export const adminAccessQueryKey = (token: string | null) => ['admin', 'access', token] as const;

/** Who the stored token belongs to, according to the API; the browser's adminAuth flag is not trusted. */
export const fetchTokenOwner = (token: string, signal?: AbortSignal): Promise<User> =>
  getMe({ token, signal });

export function useAdminAccess() {
  const { token } = useSession();
  const query = useQuery({
    queryKey: adminAccessQueryKey(token),
    queryFn: ({ signal }) => fetchTokenOwner(token as string, signal),
    enabled: Boolean(token),
    retry: false,
    staleTime: 0,
  });
  return { ...query, hasToken: Boolean(token), isAdmin: query.data?.role === 'admin' };
}
