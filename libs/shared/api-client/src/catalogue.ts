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
import { byId, fixedCall, idBodyCall, idCall, queryCall } from './endpoints';

/**
 * The listing query as typed, or as read from an address bar (text): the API validates it and
 * answers 400 with a `detail` that says what is wrong, so the client need not guess.
 */
export type ProductQueryParams = { [K in keyof ProductQuery]?: ProductQuery[K] | string };

/** One page of the catalogue; blank filters are left out of the query string. */
export const getProducts = queryCall<ProductQueryParams, ProductListResponse>('/products');

export const getProduct = idCall<Product>('GET', byId('/products'));

/** Every listing of the product's model with each grade's, storage's and colour's price and stock. */
export const getProductVariants = idCall<ProductVariants>('GET', byId('/products', '/variants'));

export const getProductReviews = idCall<Review[]>('GET', byId('/products', '/reviews'));

/** Signed in only; 409 when this user already reviewed the product. */
export const createProductReview = idBodyCall<CreateReviewRequest, Review>(
  'POST',
  byId('/products', '/reviews'),
);

/** The signed-in user's own reviews. */
export const getUserReviews = fixedCall<UserReview[]>('GET', '/reviews/user');

/** One page of the signed-in user's own reviews, newest first, with their products. */
export const getMyReviews = queryCall<Pick<PageQuery, 'page' | 'page_size'>, Paged<UserReview>>(
  '/reviews/mine',
);
