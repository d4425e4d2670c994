import type {
  AdminProduct,
  AdminProductRemoval,
  AdminProductRequest,
  AdminProductsQuery,
  AdminReview,
  AdminReviewsQuery,
  Paged,
  ReportReviewRequest,
  ReviewReport,
  ReviewSettings,
  StaffReviewRequest,
} from '@phonehub/contracts';
import { apiRequest } from './http';
import {
  bodyCall,
  byId,
  fixedCall,
  idBodyCall,
  idCall,
  queryCall,
  productImageUpload,
  type CallOptions,
} from './endpoints';

const productPath = byId('/admin/products');
const reviewPath = byId('/admin/reviews');

/** One page of products (admin), newest first unless sorted; PhoneHub's own and sellers'. */
export const getAdminProducts = queryCall<AdminProductsQuery, Paged<AdminProduct>>('/admin/products');

/** Adds a PhoneHub product (no seller); it is in the catalogue at once. */
export const createAdminProduct = bodyCall<AdminProductRequest, AdminProduct>('POST', '/admin/products');

/** Replaces a product's fields (a seller's product keeps its seller and terms). */
export const updateAdminProduct = idBodyCall<AdminProductRequest, AdminProduct>('PUT', productPath);

/** Deletes a product, or hides it when an order names it: the answer says which. */
export const deleteAdminProduct = idCall<AdminProductRemoval>('DELETE', productPath);

/** Uploads one product photo (multipart `image`); answers where it is served from. */
export const uploadAdminProductImage = productImageUpload('/admin/products');

/** One page of reviews (admin), newest first, hidden ones and report counts included. */
export const getAdminReviews = queryCall<AdminReviewsQuery, Paged<AdminReview>>('/admin/reviews');

/** Records a staff review: always shown as 'Staff review', never as a customer's. */
export const createStaffReview = bodyCall<StaffReviewRequest, AdminReview>('POST', '/admin/reviews/staff');

/** Hides a review from the public list and the averages, or shows it again. */
export function setReviewHidden(
  id: string,
  hidden: boolean,
  options: CallOptions = {},
): Promise<AdminReview> {
  return apiRequest('PUT', reviewPath(id) + '/hidden', { ...options, body: { hidden } });
}

export const deleteAdminReview = idCall<void>('DELETE', reviewPath);

export const getReviewSettings = fixedCall<ReviewSettings>('GET', '/admin/settings/reviews');

/** Whether staff reviews count in products' ratings (applies at once). */
export const updateReviewSettings = bodyCall<ReviewSettings, ReviewSettings>(
  'PUT',
  '/admin/settings/reviews',
);

/** A signed-in customer reports a review to the admins (once per review). */
export const reportReview = idBodyCall<ReportReviewRequest, ReviewReport>(
  'POST',
  byId('/reviews', '/report'),
);
