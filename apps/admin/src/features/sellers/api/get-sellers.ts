import type { AdminSeller } from '@phonehub/contracts';
import { getAdminSellers } from '@phonehub/api-client';
import { usePagedList } from '../../../shared/use-paged-list';

export type { AdminSeller };

export const adminSellersRootKey = ['admin', 'sellers'] as const;

/** The page of sellers in the address (search by name, email or company; suspended or not), newest first. */
export function useAdminSellers() {
  return usePagedList({
    queryKey: adminSellersRootKey,
    fetcher: getAdminSellers,
    noun: ['seller', 'sellers'],
    filters: { suspended: ['false', 'true'] },
  });
}
