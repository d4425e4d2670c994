import type { SellerImageUpload } from '@phonehub/contracts';
import { apiRequest, type HttpMethod, type RequestOptions } from './http';

/** What every call of the client may be given: a signal to abort it. */
export interface CallOptions {
  signal?: AbortSignal;
}

/** A path builder for one record: ids travel encoded, so a hand-edited id cannot reach another route. */
export function byId(prefix: string, suffix = ''): (id: string) => string {
  return (id) => `${prefix}/${encodeURIComponent(id)}${suffix}`;
}

/** A call of a fixed path without a body, e.g. `GET /admin/orders/stats`. */
export function fixedCall<T, O extends CallOptions = CallOptions>(method: HttpMethod, path: string) {
  return (options: O = {} as O): Promise<T> => apiRequest(method, path, options);
}

/** A GET whose filters (blank ones left out) travel in the query string, e.g. one page of a list. */
export function queryCall<Q extends object, T>(path: string) {
  return (query: Q = {} as Q, options: CallOptions = {}): Promise<T> =>
    apiRequest('GET', path, { ...options, query: { ...query } as RequestOptions['query'] });
}

/** A call of a fixed path with a JSON body. */
export function bodyCall<B, T, O extends CallOptions = CallOptions>(method: HttpMethod, path: string) {
  return (body: B, options: O = {} as O): Promise<T> => apiRequest(method, path, { ...options, body });
}

/** A call of one record's path without a body, e.g. `DELETE /admin/products/:id`. */
export function idCall<T>(method: HttpMethod, path: (id: string) => string) {
  return (id: string, options: CallOptions = {}): Promise<T> => apiRequest(method, path(id), options);
}

/** A call of one record's path with a JSON body, e.g. `PUT /admin/products/:id`. */
export function idBodyCall<B, T>(method: HttpMethod, path: (id: string) => string) {
  return (id: string, body: B, options: CallOptions = {}): Promise<T> =>
    apiRequest(method, path(id), { ...options, body });
}

/** Uploads one file as the multipart field `field` (named `fallbackName` when the blob has no name). */
export function uploadCall<T>(path: string, field: string, fallbackName: string) {
  return (file: Blob, options: CallOptions = {}): Promise<T> => {
    const body = new FormData();
    body.append(field, file, (file as File).name || fallbackName);
    return apiRequest('POST', path, { ...options, body });
  };
}

/** Uploads one product photo (multipart `image`) to `<products>/images`, checked like trade photos; answers where it is served from. */
export function productImageUpload(products: string) {
  return uploadCall<SellerImageUpload>(`${products}/images`, 'image', 'photo');
}
