import { getSellerEarnings } from '@phonehub/api-client';
import type { SellerEarnings } from '@phonehub/contracts';
import { useQuery } from '@tanstack/react-query';
import { sellerKeys } from '../../../shared/query-keys';

export type { SellerEarnings };

/** How often the account is asked about while the seller is back from the provider's page. */
export const ONBOARDING_CHECK_MS = 2_000;

/**
 * The seller's ledger summed up, with the payout account's state. `watching`: back from the
 * provider's onboarding page, the account turns enabled only once the provider's `account.updated`
 * has been handled (a job), so the figures are asked again until it reads enabled.
 */
export function useSellerEarnings({ watching = false }: { watching?: boolean } = {}) {
  return useQuery({
    queryKey: sellerKeys.earnings,
    queryFn: ({ signal }) => getSellerEarnings({ signal }),
    meta: { errorToast: 'Failed to load your earnings' },
    refetchInterval: (query) =>
      watching && query.state.data?.payout_account.state !== 'enabled' ? ONBOARDING_CHECK_MS : false,
  });
}
