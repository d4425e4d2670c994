import type { PublicSiteSettings } from '@phonehub/contracts';
import { getSiteSettings } from '@phonehub/api-client';
import { useQuery } from '@tanstack/react-query';

export const siteSettingsQueryKey = ['site-settings'] as const;

/**
 * The public site settings (title, tag ids) and the impact figures Home and About both show, so the
 * two pages never disagree. Fetched once per visit; pages that do without them render as usual.
 */
export function useSiteSettings({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery<PublicSiteSettings>({
    queryKey: siteSettingsQueryKey,
    queryFn: ({ signal }) => getSiteSettings({ signal }),
    staleTime: 5 * 60_000,
    enabled,
  });
}
