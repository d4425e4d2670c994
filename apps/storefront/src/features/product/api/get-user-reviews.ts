import type { UserReview } from '@phonehub/contracts';
import { getUserReviews } from '@phonehub/api-client';
import { useSession } from '@phonehub/session';
import { useQuery } from '@tanstack/react-query';

export type { UserReview };

export const userReviewsQueryKey = (userId: string | undefined) => ['reviews', 'user', userId] as const;

export const fetchUserReviews = ({ signal }: { signal?: AbortSignal } = {}): Promise<UserReview[]> =>
  getUserReviews({ signal });

/** The signed-in user's own reviews (to know whether they reviewed a product already). */
export function useUserReviews() {
  const { user } = useSession();
  return useQuery({
    queryKey: userReviewsQueryKey(user?.id),
    queryFn: ({ signal }) => fetchUserReviews({ signal }),
    enabled: Boolean(user),
  });
}
