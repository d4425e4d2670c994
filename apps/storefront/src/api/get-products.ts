import type { ProductListResponse } from '@phonehub/contracts';
import { getProducts, type ProductQueryParams } from '@phonehub/api-client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export type { ProductListResponse, ProductQueryParams };

export const productsQueryKey = (query: ProductQueryParams) => ['products', 'list', query] as const;

export const fetchProducts = (
  query: ProductQueryParams,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ProductListResponse> => getProducts(query, { signal });

/** One page of the listing; the previous page stays on screen while the next one loads. */
export function useProducts(query: ProductQueryParams) {
  return useQuery({
    queryKey: productsQueryKey(query),
    queryFn: ({ signal }) => fetchProducts(query, { signal }),
    placeholderData: keepPreviousData,
  });
}
