import type {
  CreateReviewRequest,
  PageQuery,
  Paged,
  Product,
  ProductListResponse,
  ProductQuery,
  ProductVariants,
  Review,
  UserReview,
} from '@phonehub/contracts';
import { apiRequest } from './http';

interface CallOptions {
  signal?: AbortSignal;
}

/** Ids travel in the path; encoding keeps a hand-edited URL from reaching another route. */
const productPath = (id: string) => `/products/${encodeURIComponent(id)}`;

/**
 * The listing query as typed, or as read from an address bar (text): the API validates it and
 * answers 400 with a `detail` that says what is wrong, so the client need not guess.
 */
export type ProductQueryParams = { [K in keyof ProductQuery]?: ProductQuery[K] | string };

/** One page of the catalogue; blank filters are left out of the query string. */
export function getProducts(
  query: ProductQueryParams = {},
  options: CallOptions = {},
): Promise<ProductListResponse> {
  return apiRequest('GET', '/products', { ...options, query: { ...query } });
}

export function getProduct(id: string, options: CallOptions = {}): Promise<Product> {
  return apiRequest('GET', productPath(id), options);
}

/** Every listing of the product's model with each grade's, storage's and colour's price and stock. */
export function getProductVariants(id: string, options: CallOptions = {}): Promise<ProductVariants> {
  return apiRequest('GET', `${productPath(id)}/variants`, options);
}

export function getProductReviews(id: string, options: CallOptions = {}): Promise<Review[]> {
  return apiRequest('GET', `${productPath(id)}/reviews`, options);
}

/** Signed in only; 409 when this user already reviewed the product. */
export function createProductReview(id: string, body: CreateReviewRequest): Promise<Review> {
  return apiRequest('POST', `${productPath(id)}/reviews`, { body });
}

/** The signed-in user's own reviews. */
export function getUserReviews(options: CallOptions = {}): Promise<UserReview[]> {
  return apiRequest('GET', '/reviews/user', options);
}

/** One page of the signed-in user's own reviews, newest first, with their products. */
export function getMyReviews(
  query: Pick<PageQuery, 'page' | 'page_size'> = {},
  options: CallOptions = {},
): Promise<Paged<UserReview>> {
  return apiRequest('GET', '/reviews/mine', { ...options, query: { ...query } });
}
