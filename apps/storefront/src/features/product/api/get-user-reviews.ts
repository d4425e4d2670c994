import type { UserReview } from '@phonehub/contracts';
import { getUserReviews } from '@phonehub/api-client';
import { useSignedInQuery } from '../../../hooks/use-signed-in-query';

export type { UserReview };

export const userReviewsQueryKey = (userId: string | undefined) => ['reviews', 'user', userId] as const;

/** The signed-in user's own reviews (to know whether they reviewed a product already). */
export function useUserReviews() {
  return useSignedInQuery(userReviewsQueryKey, getUserReviews);
}
