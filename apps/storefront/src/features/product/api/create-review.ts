import type { CreateReviewRequest, Review } from '@phonehub/contracts';
import { createProductReview } from '@phonehub/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productQueryKey } from './get-product';
import { productReviewsQueryKey } from './get-product-reviews';

export type { CreateReviewRequest, Review };

/** Posts a review, then reloads the product's reviews, its rating, the listings and the user's own reviews. */
export function useCreateReview(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['products', 'create-review', productId],
    mutationFn: (body: CreateReviewRequest) => createProductReview(productId, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: productReviewsQueryKey(productId) }),
        queryClient.invalidateQueries({ queryKey: productQueryKey(productId) }),
        queryClient.invalidateQueries({ queryKey: ['products', 'list'] }),
        queryClient.invalidateQueries({ queryKey: ['reviews', 'user'] }),
      ]),
  });
}
