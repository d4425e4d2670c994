import type { ProductVariants } from '@phonehub/contracts';
import { getProductVariants } from '@phonehub/api-client';
import { useQuery, useQueryClient } from '@tanstack/react-query';

export type { ProductVariants };

export const productVariantsQueryKey = (productId: string) => ['products', 'variants', productId] as const;

export const fetchProductVariants = (
  productId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ProductVariants> => getProductVariants(productId, { signal });

/** The listings of the product's model, for the grade, storage and colour picker. */
export function useProductVariants(productId: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: productVariantsQueryKey(productId),
    queryFn: async ({ signal }) => {
      const variants = await fetchProductVariants(productId, { signal });
      // Every listing of the model has the same answer: a choice in the picker need not ask again.
      for (const { id } of variants.variants) {
        if (id !== productId) queryClient.setQueryData(productVariantsQueryKey(id), variants);
      }
      return variants;
    },
  });
}
