import type { User } from '@phonehub/contracts';
import { getMe } from '@phonehub/api-client';
import { useSession } from '@phonehub/session';
import { useSignedInQuery } from '../../../hooks/use-signed-in-query';

export type { User };

export const profileQueryKey = (userId: string | undefined) => ['auth', 'me', userId] as const;

/** The signed-in user as the API has it now; the session's copy shows until it arrives. */
export function useProfile() {
  const { user } = useSession();
  return useSignedInQuery(profileQueryKey, getMe, {
    placeholderData: user ?? undefined,
    meta: { errorToast: 'Failed to load profile data' },
  });
}
