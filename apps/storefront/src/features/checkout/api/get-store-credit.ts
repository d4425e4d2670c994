import type { StoreCredit } from '@phonehub/contracts';
import { getStoreCredit } from '@phonehub/api-client';
import { useQuery } from '@tanstack/react-query';

export const storeCreditQueryKey = ['account', 'credit'] as const;

/** The signed-in shopper's store credit (not asked for a guest). */
export function useStoreCredit(signedIn: boolean) {
  return useQuery<StoreCredit>({
    queryKey: storeCreditQueryKey,
    queryFn: ({ signal }) => getStoreCredit({ signal }),
    enabled: signedIn,
  });
}
