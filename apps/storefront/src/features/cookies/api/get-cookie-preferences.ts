import type { CookiePreferences } from '@phonehub/contracts';
import { getCookiePreferences } from '@phonehub/api-client';
import { useQuery } from '@tanstack/react-query';

export const cookiePreferencesQueryKey = (userId: string | undefined) =>
  ['me', 'cookie-preferences', userId] as const;

/** The signed-in account's stored cookie choice (none for guests). A failure is quiet: the browser's choice still applies. */
export function useAccountCookiePreferences(userId: string | undefined) {
  return useQuery<CookiePreferences>({
    queryKey: cookiePreferencesQueryKey(userId),
    queryFn: ({ signal }) => getCookiePreferences({ signal }),
    enabled: Boolean(userId),
    staleTime: Infinity,
  });
}
