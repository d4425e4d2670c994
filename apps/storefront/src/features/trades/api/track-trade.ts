import type { TrackedTrade } from '@phonehub/contracts';
import { trackTrade } from '@phonehub/api-client';
import { useQuery } from '@tanstack/react-query';

export type { TrackedTrade };

export const trackedTradeQueryKey = (query: string) => ['trades', 'track', query.toUpperCase()] as const;

/** Public tracking by tracking code or serial number; the answer holds no personal data. */
export const fetchTrackedTrade = (
  query: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<TrackedTrade> => trackTrade(query, { signal });

/** Searches for `query` (already trimmed); nothing runs while it is empty. */
export function useTrackedTrade(query: string) {
  return useQuery({
    queryKey: trackedTradeQueryKey(query),
    queryFn: ({ signal }) => fetchTrackedTrade(query, { signal }),
    enabled: query !== '',
    // Each Track press asks the server again: a status may have changed since the last look.
    staleTime: 0,
  });
}
