import type { TradeRequest } from '@phonehub/contracts';
import { getTrade } from '@phonehub/api-client';
import { useQuery } from '@tanstack/react-query';

export type { TradeRequest };

export const tradeQueryKey = (id: string) => ['trades', 'detail', id] as const;

/** One of the user's trades; the API answers 404 for anyone else's. */
export function useTrade(id: string) {
  return useQuery({
    queryKey: tradeQueryKey(id),
    queryFn: ({ signal }) => getTrade(id, { signal }),
  });
}
