import type { SalesSummary } from '@phonehub/contracts';
import { getAdminSales } from '@phonehub/api-client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export type { SalesSummary };

export const adminSalesRootKey = ['admin', 'sales'] as const;

export const fetchAdminSales = (page: number, signal?: AbortSignal): Promise<SalesSummary> =>
  getAdminSales({ page }, { signal });

/** The sales totals and one page of paid orders; the previous page stays on screen while the next loads. */
export function useAdminSales(page: number) {
  return useQuery({
    queryKey: [...adminSalesRootKey, page],
    queryFn: ({ signal }) => fetchAdminSales(page, signal),
    placeholderData: keepPreviousData,
    meta: { errorToast: 'Failed to load sales data' },
  });
}
