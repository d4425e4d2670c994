import type { User } from '@phonehub/contracts';
import { getMe } from '@phonehub/api-client';
import { useSession } from '@phonehub/session';
import { useQuery } from '@tanstack/react-query';

export type { User };

export const profileQueryKey = (userId: string | undefined) => ['auth', 'me', userId] as const;

export const fetchProfile = ({ signal }: { signal?: AbortSignal } = {}): Promise<User> => getMe({ signal });

/** The signed-in user as the API has it now; the session's copy shows until it arrives. */
export function useProfile() {
  const { user } = useSession();
  return useQuery({
    queryKey: profileQueryKey(user?.id),
    queryFn: ({ signal }) => fetchProfile({ signal }),
    enabled: Boolean(user),
    placeholderData: user ?? undefined,
    meta: { errorToast: 'Failed to load profile data' },
  });
}
