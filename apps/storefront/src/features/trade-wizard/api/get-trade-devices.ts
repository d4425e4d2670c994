import type { TradeDeviceCatalogue } from '@phonehub/contracts';
import { getTradeDevices, isApiError } from '@phonehub/api-client';
import { useQuery } from '@tanstack/react-query';
import { FALLBACK_TRADE_DEVICES } from './fallback-devices';

export type { TradeDeviceCatalogue };

export interface TradeDevices {
  catalogue: TradeDeviceCatalogue;
  /** True when the API could not be reached and the built-in list is shown. */
  fallback: boolean;
}

export const tradeDevicesQueryKey = ['trade-in', 'devices'] as const;

/**
 * The API's catalogue; the built-in list only when the API cannot answer (no reply or a server
 * fault). What the API does answer, even an empty list, is what is offered.
 */
export async function fetchTradeDevices({ signal }: { signal?: AbortSignal } = {}): Promise<TradeDevices> {
  try {
    const catalogue = await getTradeDevices({ signal });
    if (catalogue && typeof catalogue === 'object') return { catalogue, fallback: false };
  } catch (error) {
    if (signal?.aborted) throw error;
    if (isApiError(error) && error.status > 0 && error.status < 500) throw error;
  }
  return { catalogue: FALLBACK_TRADE_DEVICES, fallback: true };
}

export function useTradeDevices() {
  return useQuery({
    queryKey: tradeDevicesQueryKey,
    queryFn: ({ signal }) => fetchTradeDevices({ signal }),
    staleTime: 5 * 60_000,
  });
}
