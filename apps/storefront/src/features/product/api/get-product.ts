import type { Product } from '@phonehub/contracts';
import { getProduct } from '@phonehub/api-client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export type { Product };

export const productQueryKey = (id: string) => ['products', 'detail', id] as const;

export const fetchProduct = (id: string, { signal }: { signal?: AbortSignal } = {}): Promise<Product> =>
  getProduct(id, { signal });

/** `keepPrevious`: while another product loads, the one shown so far stays (`isPlaceholderData`). */
export function useProduct(id: string, { keepPrevious = false }: { keepPrevious?: boolean } = {}) {
  return useQuery({
    queryKey: productQueryKey(id),
    queryFn: ({ signal }) => fetchProduct(id, { signal }),
    placeholderData: keepPrevious ? keepPreviousData : undefined,
  });
}
