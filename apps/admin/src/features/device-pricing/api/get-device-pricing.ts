import type { DevicePricing } from '@phonehub/contracts';
import { getDevicePricing } from '@phonehub/api-client';
import { useQuery } from '@tanstack/react-query';

export type { DevicePricing };

export const devicePricingQueryKey = ['admin', 'device-pricing'] as const;

export const fetchDevicePricing = (signal?: AbortSignal): Promise<DevicePricing[]> =>
  getDevicePricing({ signal });

/** Spec section 8: a failed load is shown in the tab, not toasted. */
export function useDevicePricing() {
  return useQuery({
    queryKey: devicePricingQueryKey,
    queryFn: ({ signal }) => fetchDevicePricing(signal),
  });
}
