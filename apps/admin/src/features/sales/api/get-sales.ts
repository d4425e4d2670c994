import type { SalesSummary } from '@phonehub/contracts';
import { getAdminSales } from '@phonehub/api-client';
import { useQuery } from '@tanstack/react-query';

export type { SalesSummary };

export const adminSalesRootKey = ['admin', 'sales'] as const;

export const fetchAdminSales = (signal?: AbortSignal): Promise<SalesSummary> => getAdminSales({ signal });

export function useAdminSales() {
  return useQuery({
    queryKey: adminSalesRootKey,
    queryFn: ({ signal }) => fetchAdminSales(signal),
    meta: { errorToast: 'Failed to load sales data' },
  });
}
