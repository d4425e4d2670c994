import type { Paged, UserReview } from '@phonehub/contracts';
import { getMyReviews } from '@phonehub/api-client';
import { useSession } from '@phonehub/session';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export type { UserReview };

export const MY_REVIEWS_PAGE_SIZE = 5;

/**
 * One page of the user's own reviews, newest first (the My Reviews tab; its first page also gives
 * the Reviews Written figure). A failure is quiet, as the spec asks of the profile.
 */
export function useMyReviews(page: number) {
  const { user } = useSession();
  return useQuery({
    queryKey: ['reviews', 'mine', user?.id, page] as const,
    queryFn: ({ signal }): Promise<Paged<UserReview>> =>
      getMyReviews({ page, page_size: MY_REVIEWS_PAGE_SIZE }, { signal }),
    enabled: Boolean(user),
    placeholderData: keepPreviousData,
  });
}
