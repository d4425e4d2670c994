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
  SellerImageUpload,
  StaffReviewRequest,
} from '@phonehub/contracts';
import { apiRequest } from './http';

interface CallOptions {
  signal?: AbortSignal;
}

const path = (id: string) => encodeURIComponent(id);

/** One page of products (admin), newest first unless sorted; PhoneHub's own and sellers'. */
export function getAdminProducts(
  query: AdminProductsQuery = {},
  options: CallOptions = {},
): Promise<Paged<AdminProduct>> {
  return apiRequest('GET', '/admin/products', { ...options, query: { ...query } });
}

/** Adds a PhoneHub product (no seller); it is in the catalogue at once. */
export function createAdminProduct(
  body: AdminProductRequest,
  options: CallOptions = {},
): Promise<AdminProduct> {
  return apiRequest('POST', '/admin/products', { ...options, body });
}

/** Replaces a product's fields (a seller's product keeps its seller and terms). */
export function updateAdminProduct(
  id: string,
  body: AdminProductRequest,
  options: CallOptions = {},
): Promise<AdminProduct> {
  return apiRequest('PUT', `/admin/products/${path(id)}`, { ...options, body });
}

/** Deletes a product, or hides it when an order names it: the answer says which. */
export function deleteAdminProduct(id: string, options: CallOptions = {}): Promise<AdminProductRemoval> {
  return apiRequest('DELETE', `/admin/products/${path(id)}`, options);
}

/** Uploads one product photo (multipart `image`), checked like trade photos; answers where it is served from. */
export function uploadAdminProductImage(file: Blob, options: CallOptions = {}): Promise<SellerImageUpload> {
  const body = new FormData();
  body.append('image', file, (file as File).name || 'photo');
  return apiRequest('POST', '/admin/products/images', { ...options, body });
}

/** One page of reviews (admin), newest first, hidden ones and report counts included. */
export function getAdminReviews(
  query: AdminReviewsQuery = {},
  options: CallOptions = {},
): Promise<Paged<AdminReview>> {
  return apiRequest('GET', '/admin/reviews', { ...options, query: { ...query } });
}

/** Records a staff review: always shown as 'Staff review', never as a customer's. */
export function createStaffReview(body: StaffReviewRequest, options: CallOptions = {}): Promise<AdminReview> {
  return apiRequest('POST', '/admin/reviews/staff', { ...options, body });
}

/** Hides a review from the public list and the averages, or shows it again. */
export function setReviewHidden(
  id: string,
  hidden: boolean,
  options: CallOptions = {},
): Promise<AdminReview> {
  return apiRequest('PUT', `/admin/reviews/${path(id)}/hidden`, { ...options, body: { hidden } });
}

export function deleteAdminReview(id: string, options: CallOptions = {}): Promise<void> {
  return apiRequest('DELETE', `/admin/reviews/${path(id)}`, options);
}

export function getReviewSettings(options: CallOptions = {}): Promise<ReviewSettings> {
  return apiRequest('GET', '/admin/settings/reviews', options);
}

/** Whether staff reviews count in products' ratings (applies at once). */
export function updateReviewSettings(
  body: ReviewSettings,
  options: CallOptions = {},
): Promise<ReviewSettings> {
  return apiRequest('PUT', '/admin/settings/reviews', { ...options, body });
}

/** A signed-in customer reports a review to the admins (once per review). */
export function reportReview(
  id: string,
  body: ReportReviewRequest,
  options: CallOptions = {},
): Promise<ReviewReport> {
  return apiRequest('POST', `/reviews/${path(id)}/report`, { ...options, body });
}
