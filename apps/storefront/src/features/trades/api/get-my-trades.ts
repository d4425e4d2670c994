import type { TradeRequest } from '@phonehub/contracts';
import { getMyTrades } from '@phonehub/api-client';
import { useSession } from '@phonehub/session';
import { useQuery } from '@tanstack/react-query';

export type { TradeRequest };

export const myTradesQueryKey = (userId: string | undefined) => ['trades', 'mine', userId] as const;

export const fetchMyTrades = ({ signal }: { signal?: AbortSignal } = {}): Promise<TradeRequest[]> =>
  getMyTrades({ signal });

/** The signed-in user's trades, newest first. A failure is shown by the dashboard itself (no toast). */
export function useMyTrades() {
  const { user } = useSession();
  return useQuery({
    queryKey: myTradesQueryKey(user?.id),
    queryFn: ({ signal }) => fetchMyTrades({ signal }),
    enabled: Boolean(user),
  });
}
