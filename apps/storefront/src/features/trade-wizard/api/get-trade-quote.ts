import type { TradeQuoteRequest } from '@phonehub/contracts';
import { getTradeQuote } from '@phonehub/api-client';
import { fallbackTradeEstimate } from '@phonehub/domain';
import { useQuery } from '@tanstack/react-query';

export type { TradeQuoteRequest };

export interface TradeEstimate {
  /** Whole dollars. */
  value: number;
  /** True when the quote call failed and the local estimate for the condition is shown. */
  fallback: boolean;
}

export const tradeQuoteQueryKey = (q: TradeQuoteRequest) =>
  ['trade-in', 'quote', q.brand, q.model, q.storage, q.condition] as const;

/** The server's quote; spec section 7: the local estimate for the condition when the call fails. */
export async function fetchTradeEstimate(
  q: TradeQuoteRequest,
  { signal }: { signal?: AbortSignal } = {},
): Promise<TradeEstimate> {
  try {
    const quote = await getTradeQuote(q, { signal });
    if (typeof quote?.estimated_value === 'number') return { value: quote.estimated_value, fallback: false };
  } catch (error) {
    if (signal?.aborted) throw error;
  }
  return { value: fallbackTradeEstimate(q.condition), fallback: true };
}

/** Asks once brand, model, storage and condition are all chosen (`null` until then). */
export function useTradeEstimate(q: TradeQuoteRequest | null) {
  return useQuery({
    queryKey: q ? tradeQuoteQueryKey(q) : ['trade-in', 'quote', null],
    queryFn: ({ signal }) => fetchTradeEstimate(q as TradeQuoteRequest, { signal }),
    enabled: q !== null,
    staleTime: 5 * 60_000,
  });
}
