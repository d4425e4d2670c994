import type { PageQuery, SalesSummary } from '@phonehub/contracts';
import { getAdminSales } from '@phonehub/api-client';
import { adminSalesRootKey } from '../../../shared/query-keys';
import { usePagedList } from '../../../shared/use-paged-list';

export type { SalesSummary };

export const fetchAdminSales = (query: PageQuery, options: { signal?: AbortSignal }): Promise<SalesSummary> =>
  getAdminSales(query, options);

/** The sales totals and the page of paid orders in the address, newest first by default. */
export function useAdminSales() {
  const errorToast = 'Failed to load sales data';
  return usePagedList({
    queryKey: adminSalesRootKey,
    fetcher: fetchAdminSales,
    noun: ['sale', 'sales'],
    defaultSort: '-created_at',
    errorToast,
  });
}
