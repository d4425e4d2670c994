import type { ReportReviewRequest, ReviewReport } from '@phonehub/contracts';
import { reportReview } from '@phonehub/api-client';
import { useMutation } from '@tanstack/react-query';

/** A signed-in customer reports a review to the admins (once per review; the API answers 409 after). */
export function useReportReview(reviewId: string) {
  return useMutation({
    mutationKey: ['reviews', 'report', reviewId],
    mutationFn: (body: ReportReviewRequest): Promise<ReviewReport> => reportReview(reviewId, body),
  });
}
