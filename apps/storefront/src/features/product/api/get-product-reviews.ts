import type { Review } from '@phonehub/contracts';
import { getProductReviews } from '@phonehub/api-client';
import { useQuery } from '@tanstack/react-query';

export type { Review };

export const productReviewsQueryKey = (productId: string) => ['products', 'reviews', productId] as const;

export const fetchProductReviews = (
  productId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Review[]> => getProductReviews(productId, { signal });

export function useProductReviews(productId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: productReviewsQueryKey(productId),
    queryFn: ({ signal }) => fetchProductReviews(productId, { signal }),
    enabled,
  });
}
