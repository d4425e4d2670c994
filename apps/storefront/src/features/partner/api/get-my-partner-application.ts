import type { PartnerApplication } from '@phonehub/contracts';
import { getMyPartnerApplication, isApiError } from '@phonehub/api-client';
import { useSignedInQuery } from '../../../hooks/use-signed-in-query';

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
  return useSignedInQuery(myPartnerApplicationQueryKey, fetchMyPartnerApplication);
}
