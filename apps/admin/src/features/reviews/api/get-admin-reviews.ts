import type { AdminReview } from '@phonehub/contracts';
import { getAdminReviews } from '@phonehub/api-client';
import { usePagedList } from '../../../shared/use-paged-list';

export type { AdminReview };

export const adminReviewsRootKey = ['admin', 'reviews'] as const;

/** The page of reviews in the address (type, rating, reported; search by product, author or title), newest first. */
export function useAdminReviews() {
  return usePagedList({
    queryKey: adminReviewsRootKey,
    fetcher: getAdminReviews,
    noun: ['review', 'reviews'],
    filters: { type: ['staff', 'customer'], rating: ['1', '2', '3', '4', '5'], reported: ['true'] },
    errorToast: 'Failed to load reviews',
  });
}
