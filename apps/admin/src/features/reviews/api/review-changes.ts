import type { AdminReview, ReviewSettings, StaffReviewRequest } from '@phonehub/contracts';
import {
  createStaffReview,
  deleteAdminReview,
  getAdminProducts,
  getReviewSettings,
  setReviewHidden,
  updateReviewSettings,
} from '@phonehub/api-client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { recordQuery } from '../../../shared/record-query';
import { useAdminMutation } from '../../../shared/use-admin-mutation';
import { adminReviewsRootKey } from './get-admin-reviews';

// Ratings on the admin's product list change with reviews and the setting.
const productsKey = ['admin', 'products'] as const;
const settingsKey = ['admin', 'settings', 'reviews'] as const;

export const useCreateStaffReview = () =>
  useAdminMutation({
    mutationFn: (body: StaffReviewRequest): Promise<AdminReview> => createStaffReview(body),
    success: 'Staff review created successfully',
    failure: 'Failed to create staff review',
    invalidates: [adminReviewsRootKey, productsKey],
  });

export const useDeleteReview = () =>
  useAdminMutation({
    mutationFn: (review: AdminReview): Promise<void> => deleteAdminReview(review.id),
    success: 'Review deleted successfully',
    failure: 'Failed to delete review',
    invalidates: [adminReviewsRootKey, productsKey],
  });

export const useSetReviewHidden = () =>
  useAdminMutation({
    mutationFn: ({ review, hidden }: { review: AdminReview; hidden: boolean }): Promise<AdminReview> =>
      setReviewHidden(review.id, hidden),
    success: (_review, { hidden }) => (hidden ? 'Review hidden successfully' : 'Review shown again'),
    failure: 'Failed to update review',
    invalidates: [adminReviewsRootKey, productsKey],
  });

export const useReviewSettings = recordQuery(
  settingsKey,
  getReviewSettings,
  'Failed to load review settings',
);

export const useUpdateReviewSettings = () =>
  useAdminMutation({
    mutationFn: (body: ReviewSettings): Promise<ReviewSettings> => updateReviewSettings(body),
    success: ({ count_staff_reviews }) =>
      count_staff_reviews ? 'Staff reviews now count in ratings' : 'Staff reviews no longer count in ratings',
    failure: 'Failed to save review settings',
    invalidates: [settingsKey, productsKey],
  });

/** Products to pick for a staff review, matching what is typed (up to 20). */
export const useProductChoices = (search: string) =>
  useQuery({
    queryKey: [...productsKey, 'choices', search],
    queryFn: ({ signal }) => getAdminProducts({ page_size: 20, ...(search ? { search } : {}) }, { signal }),
    placeholderData: keepPreviousData,
  });
