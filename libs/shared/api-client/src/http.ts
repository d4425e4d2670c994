import { SESSION_STORAGE_KEYS } from '@phonehub/domain';
import { ApiError } from './api-error';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  /** Overrides the stored token (e.g. to check a token before it is stored). */
  token?: string | null;
  /** Extra request headers, e.g. an Idempotency-Key. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** Always same-origin: every static server proxies /api to the API. */
export const API_BASE = '/api';

function storedToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(SESSION_STORAGE_KEYS.authToken) ?? null;
  } catch {
    return null;
  }
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Retry-After as seconds (it may be a number of seconds or an HTTP date); undefined when absent or unreadable. */
export function retryAfterSeconds(response: Pick<Response, 'headers'>, now = Date.now()): number | undefined {
  const value = response.headers?.get?.('Retry-After')?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * A window event (it reaches every app's copy of this lib): the API refused the token a request
 * carried as no longer signed in (its session ended on another device, or it expired). `detail.token`
 * is that token; the session lib signs out when it is the stored one.
 */
export const TOKEN_REFUSED_EVENT = 'phonehub:token-refused';

function failure(response: Response, body: unknown, token: string | null): ApiError {
  const error = ApiError.fromBody(
    response.status,
    body,
    response.status === 429 ? retryAfterSeconds(response) : undefined,
  );
  // Only the guard's refusal: a wrong current password is a 401 too, and signs nobody out.
  if (token && error.status === 401 && error.code === 'UNAUTHORIZED' && typeof CustomEvent === 'function')
    globalThis.dispatchEvent?.(new CustomEvent(TOKEN_REFUSED_EVENT, { detail: { token } }));
  return error;
}

/** One JSON request to the API. Resolves with the parsed body; rejects with `ApiError`. */
export async function apiRequest<T>(
  method: HttpMethod,
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const response = await send(method, path, options, headers);
  const body = parseJson(await response.text().catch(() => ''));
  if (!response.ok) throw failure(response, body, tokenOf(headers));
  return body as T;
}

/** A file the API answers with (e.g. a CSV export), fetched with the stored token. Rejects with `ApiError`. */
export async function apiDownload(path: string, options: RequestOptions = {}): Promise<Blob> {
  const headers: Record<string, string> = {};
  const response = await send('GET', path, options, headers);
  if (!response.ok)
    throw failure(response, parseJson(await response.text().catch(() => '')), tokenOf(headers));
  return response.blob();
}

/** The bearer token `send` put on a request, if any. */
const tokenOf = (headers: Record<string, string>): string | null =>
  headers.Authorization?.startsWith('Bearer ') ? headers.Authorization.slice('Bearer '.length) : null;

async function send(
  method: HttpMethod,
  path: string,
  options: RequestOptions,
  headers: Record<string, string>,
): Promise<Response> {
  const token = options.token === undefined ? storedToken() : options.token;
  if (token) headers.Authorization = `Bearer ${token}`;
  // FormData (a file upload) sets its own multipart content type and boundary.
  const multipart = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
  Object.assign(headers, options.headers);
  try {
    return await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body:
        options.body === undefined
          ? undefined
          : multipart
            ? (options.body as FormData)
            : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (cause) {
    if ((cause as Error)?.name === 'AbortError') throw cause;
    throw new ApiError(0, 'NETWORK_ERROR', undefined, 'Network error');
  }
}
