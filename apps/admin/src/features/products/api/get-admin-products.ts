import type { AdminProduct } from '@phonehub/contracts';
import { getAdminProducts } from '@phonehub/api-client';
import { CATEGORIES } from '@phonehub/domain';
import { usePagedList } from '../../../shared/use-paged-list';

export type { AdminProduct };

export const adminProductsRootKey = ['admin', 'products'] as const;

/** The page of products in the address (search, category, stock, PhoneHub's own), newest first unless sorted. */
export function useAdminProducts() {
  return usePagedList({
    queryKey: adminProductsRootKey,
    fetcher: getAdminProducts,
    noun: ['product', 'products'],
    filters: { category: CATEGORIES.map((c) => c.slug), stock: ['in', 'out'], seller: ['platform'] },
    defaultSort: '-created_at',
    errorToast: 'Failed to load products',
  });
}
