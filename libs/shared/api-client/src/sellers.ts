import type {
  AdminSeller,
  AdminSellersQuery,
  Paged,
  SellerImageUpload,
  SellerProduct,
  SellerProductRequest,
  SellerProductsQuery,
  SuspendSellerRequest,
} from '@phonehub/contracts';
import { apiRequest } from './http';

interface CallOptions {
  signal?: AbortSignal;
}

/** One page of the signed-in seller's own products (hidden ones included), newest first unless sorted. */
export function getSellerProducts(
  query: SellerProductsQuery = {},
  options: CallOptions = {},
): Promise<Paged<SellerProduct>> {
  return apiRequest('GET', '/seller/products', { ...options, query: { ...query } });
}

/** Lists a new product of the seller's; the API applies the contract's defaults to what is left out. */
export function createSellerProduct(
  body: SellerProductRequest,
  options: CallOptions = {},
): Promise<SellerProduct> {
  return apiRequest('POST', '/seller/products', { ...options, body });
}

/** Replaces one of the seller's products; another seller's id is a 404. */
export function updateSellerProduct(
  id: string,
  body: SellerProductRequest,
  options: CallOptions = {},
): Promise<SellerProduct> {
  return apiRequest('PUT', `/seller/products/${encodeURIComponent(id)}`, { ...options, body });
}

/** Deletes one of the seller's products; one that has orders is hidden instead. */
export function deleteSellerProduct(id: string, options: CallOptions = {}): Promise<void> {
  return apiRequest('DELETE', `/seller/products/${encodeURIComponent(id)}`, options);
}

/** Uploads one product photo (multipart `image`), checked like trade photos; answers where it is served from. */
export function uploadSellerProductImage(file: Blob, options: CallOptions = {}): Promise<SellerImageUpload> {
  const body = new FormData();
  body.append('image', file, (file as File).name || 'photo');
  return apiRequest('POST', '/seller/products/images', { ...options, body });
}

/** One page of sellers (admin) with their products and balances, newest first; searched by name, email or company. */
export function getAdminSellers(
  query: AdminSellersQuery = {},
  options: CallOptions = {},
): Promise<Paged<AdminSeller>> {
  return apiRequest('GET', '/admin/sellers', { ...options, query: { ...query } });
}

/** Suspends a seller (its seller routes answer 403 and its products leave the catalogue) or lifts it. */
export function suspendSeller(
  id: string,
  body: SuspendSellerRequest,
  options: CallOptions = {},
): Promise<AdminSeller> {
  return apiRequest('PUT', `/admin/sellers/${encodeURIComponent(id)}/suspend`, { ...options, body });
}
