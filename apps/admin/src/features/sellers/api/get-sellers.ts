import type { AdminSeller, AdminSellersQuery, Paged } from '@phonehub/contracts';
import { getAdminSellers } from '@phonehub/api-client';
import { usePagedList } from '../../../shared/use-paged-list';

export type { AdminSeller };

export const adminSellersRootKey = ['admin', 'sellers'] as const;

export const fetchAdminSellers = (
  query: AdminSellersQuery,
  options: { signal?: AbortSignal },
): Promise<Paged<AdminSeller>> => getAdminSellers(query, options);

/** The page of sellers in the address (search by name, email or company; suspended or not), newest first. */
export function useAdminSellers() {
  return usePagedList({
    queryKey: adminSellersRootKey,
    fetcher: fetchAdminSellers,
    noun: ['seller', 'sellers'],
    filters: { suspended: ['false', 'true'] },
  });
}
