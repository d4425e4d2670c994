import type {
  AdminSeller,
  AdminSellersQuery,
  Paged,
  SellerProduct,
  SellerProductRequest,
  SellerProductsQuery,
  SuspendSellerRequest,
} from '@phonehub/contracts';
import { bodyCall, byId, idBodyCall, idCall, queryCall, productImageUpload } from './endpoints';

const sellerProductPath = byId('/seller/products');

/** One page of the signed-in seller's own products (hidden ones included), newest first unless sorted. */
export const getSellerProducts = queryCall<SellerProductsQuery, Paged<SellerProduct>>('/seller/products');

/** Lists a new product of the seller's; the API applies the contract's defaults to what is left out. */
export const createSellerProduct = bodyCall<SellerProductRequest, SellerProduct>('POST', '/seller/products');

/** Replaces one of the seller's products; another seller's id is a 404. */
export const updateSellerProduct = idBodyCall<SellerProductRequest, SellerProduct>('PUT', sellerProductPath);

/** Deletes one of the seller's products; one that has orders is hidden instead. */
export const deleteSellerProduct = idCall<void>('DELETE', sellerProductPath);

/** Uploads one product photo (multipart `image`); answers where it is served from. */
export const uploadSellerProductImage = productImageUpload('/seller/products');

/** One page of sellers (admin) with their products and balances, newest first; searched by name, email or company. */
export const getAdminSellers = queryCall<AdminSellersQuery, Paged<AdminSeller>>('/admin/sellers');

/** Suspends a seller (its seller routes answer 403 and its products leave the catalogue) or lifts it. */
export const suspendSeller = idBodyCall<SuspendSellerRequest, AdminSeller>(
  'PUT',
  byId('/admin/sellers', '/suspend'),
);
