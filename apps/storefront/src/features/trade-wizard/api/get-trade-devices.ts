import type { TradeDeviceCatalogue } from '@phonehub/contracts';
import { getTradeDevices } from '@phonehub/api-client';
import { useQuery } from '@tanstack/react-query';
import { FALLBACK_TRADE_DEVICES } from './fallback-devices';

export type { TradeDeviceCatalogue };

export interface TradeDevices {
  catalogue: TradeDeviceCatalogue;
  /** True when the API could not be reached and the built-in list is shown. */
  fallback: boolean;
}

export const tradeDevicesQueryKey = ['trade-in', 'devices'] as const;

/** The API's catalogue; the built-in list when the call fails or answers with nothing. */
export async function fetchTradeDevices({ signal }: { signal?: AbortSignal } = {}): Promise<TradeDevices> {
  try {
    const catalogue = await getTradeDevices({ signal });
    if (catalogue && typeof catalogue === 'object' && Object.keys(catalogue).length > 0)
      return { catalogue, fallback: false };
  } catch (error) {
    if (signal?.aborted) throw error;
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
