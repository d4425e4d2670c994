import type { Product, ProductListResponse } from '@phonehub/contracts';
import { getProducts } from '@phonehub/api-client';
import { useQuery } from '@tanstack/react-query';

export type { Product };

export const FEATURED_DEALS = 6;
/** The newest listings the deals are picked from. */
export const FEATURED_POOL_QUERY = { limit: 24 } as const;

export interface FeaturedDeals {
  deals: Product[];
  /** How many products the catalogue lists in all. */
  total: number;
}

/** Six in-stock products with the biggest saving off the price new, picked from the newest listings. */
export function pickDeals(products: Product[], count = FEATURED_DEALS): Product[] {
  return products
    .filter((p) => p.in_stock && p.stock > 0)
    .map((p, index) => ({ p, index }))
    .sort((a, b) => (b.p.discount_percentage ?? 0) - (a.p.discount_percentage ?? 0) || a.index - b.index)
    .slice(0, count)
    .map(({ p }) => p);
}

export const featuredDealsQueryKey = ['products', 'list', FEATURED_POOL_QUERY] as const;

export const fetchFeaturedPool = ({ signal }: { signal?: AbortSignal } = {}): Promise<ProductListResponse> =>
  getProducts(FEATURED_POOL_QUERY, { signal });

export function useFeaturedDeals() {
  return useQuery({
    queryKey: featuredDealsQueryKey,
    queryFn: ({ signal }) => fetchFeaturedPool({ signal }),
    select: (page): FeaturedDeals => ({ deals: pickDeals(page.products), total: page.total }),
  });
}
