import type { TrackedTrade } from '@phonehub/contracts';
import { trackTrade } from '@phonehub/api-client';
import { useQuery } from '@tanstack/react-query';
import { waitsForAccount, watchPayoutAccount } from './payout-watch';

export type { TrackedTrade };

export const trackedTradeQueryKey = (query: string, email = '') =>
  ['trades', 'track', query.toUpperCase(), email.trim().toLowerCase()] as const;

/** Public tracking by tracking code, or serial number plus email; no personal data, no free text. */
export const fetchTrackedTrade = (
  query: string,
  { signal, email }: { signal?: AbortSignal; email?: string } = {},
): Promise<TrackedTrade> => trackTrade(query, { signal, email: email || undefined });

const waitingTrade = (data: unknown) => {
  const payout = (data as TrackedTrade | undefined)?.bank_payout;
  return !!payout && waitsForAccount(payout.status, payout.account_state);
};

/**
 * Searches for `query` (already trimmed), with `email` for a serial number; nothing runs while it
 * is empty. `watchPayouts`: back from the provider's set-up page, as useTrade.
 */
export function useTrackedTrade(query: string, email = '', { watchPayouts = false } = {}) {
  return useQuery({
    queryKey: trackedTradeQueryKey(query, email),
    queryFn: ({ signal }) => fetchTrackedTrade(query, { signal, email }),
    enabled: query !== '',
    refetchInterval: watchPayoutAccount(watchPayouts, waitingTrade),
    // Each Track press asks the server again: a status may have changed since the last look.
    staleTime: 0,
  });
}
