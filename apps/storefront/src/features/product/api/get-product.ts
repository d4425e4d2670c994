import type { Product } from '@phonehub/contracts';
import { getProduct } from '@phonehub/api-client';
import { useQuery } from '@tanstack/react-query';

export type { Product };

export const productQueryKey = (id: string) => ['products', 'detail', id] as const;

export const fetchProduct = (id: string, { signal }: { signal?: AbortSignal } = {}): Promise<Product> => getProduct(id, { signal });

export function useProduct(id: string) {
  return useQuery({
    queryKey: productQueryKey(id),
    queryFn: ({ signal }) => fetchProduct(id, { signal }),
  });
}
