import type { AdminOrderReturn } from '@phonehub/contracts';
import { getAdminReturns } from '@phonehub/api-client';
import { RETURN_STATUSES } from '@phonehub/domain';
import { usePagedList } from '../../../shared/use-paged-list';

export type { AdminOrderReturn };

export const adminReturnsRootKey = ['admin', 'returns'] as const;

/** The page of return requests in the address (search by email or order id; status), newest first by default. */
export function useAdminReturns() {
  return usePagedList({
    queryKey: adminReturnsRootKey,
    fetcher: getAdminReturns,
    noun: ['return', 'returns'],
    filters: { status: RETURN_STATUSES },
    defaultSort: '-created_at',
  });
}
