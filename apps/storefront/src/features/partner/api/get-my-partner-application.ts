import type { PartnerApplication } from '@phonehub/contracts';
import { getMyPartnerApplication, isApiError } from '@phonehub/api-client';
import { useSession } from '@phonehub/session';
import { useQuery } from '@tanstack/react-query';

export type { PartnerApplication };

export const myPartnerApplicationQueryKey = (userId: string | undefined) =>
  ['partner', 'application', userId] as const;

/** The user's latest application, or null when they never applied (the API's 404). */
export async function fetchMyPartnerApplication({
  signal,
}: { signal?: AbortSignal } = {}): Promise<PartnerApplication | null> {
  try {
    return await getMyPartnerApplication({ signal });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export function useMyPartnerApplication() {
  const { user } = useSession();
  return useQuery({
    queryKey: myPartnerApplicationQueryKey(user?.id),
    queryFn: ({ signal }) => fetchMyPartnerApplication({ signal }),
    enabled: Boolean(user),
  });
}
