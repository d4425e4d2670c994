import type { AdminOrderReturn, AdminReturnsQuery, Paged } from '@phonehub/contracts';
import { getAdminReturns } from '@phonehub/api-client';
import { RETURN_STATUSES } from '@phonehub/domain';
import { usePagedList } from '../../../shared/use-paged-list';

export type { AdminOrderReturn };

export const adminReturnsRootKey = ['admin', 'returns'] as const;

export const fetchAdminReturns = (
  query: AdminReturnsQuery,
  options: { signal?: AbortSignal },
): Promise<Paged<AdminOrderReturn>> => getAdminReturns(query, options);

/** The page of return requests in the address (search by email or order id; status), newest first by default. */
export function useAdminReturns() {
  const filters = { status: RETURN_STATUSES };
  return usePagedList({
    queryKey: adminReturnsRootKey,
    fetcher: fetchAdminReturns,
    noun: ['return', 'returns'],
    filters,
    defaultSort: '-created_at',
  });
}
