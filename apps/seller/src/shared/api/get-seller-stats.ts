import { getSellerStats } from '@phonehub/api-client';
import type { SellerStats } from '@phonehub/contracts';
import { useQuery } from '@tanstack/react-query';
import { sellerKeys } from '../query-keys';

export type { SellerStats };

/** The seller's figures; a failed load toasts the spec's 'Failed to load seller data'. */
export function useSellerStats() {
  return useQuery({
    queryKey: sellerKeys.stats,
    queryFn: ({ signal }) => getSellerStats({ signal }),
    meta: { errorToast: 'Failed to load seller data' },
  });
}
