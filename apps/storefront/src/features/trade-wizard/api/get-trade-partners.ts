import type { TradePartner } from '@phonehub/contracts';
import { getTradePartners } from '@phonehub/api-client';
import { useQuery } from '@tanstack/react-query';

export type { TradePartner };

export const tradePartnersQueryKey = ['trade-in', 'partners'] as const;

export const fetchTradePartners = ({ signal }: { signal?: AbortSignal } = {}): Promise<TradePartner[]> =>
  getTradePartners({ signal });

/** A failure is shown by the partner step itself, with Try Again. */
export function useTradePartners() {
  return useQuery({
    queryKey: tradePartnersQueryKey,
    queryFn: ({ signal }) => fetchTradePartners({ signal }),
    staleTime: 5 * 60_000,
  });
}
