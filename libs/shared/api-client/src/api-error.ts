import type { ApiErrorBody, ErrorCode } from '@phonehub/contracts';

/** Codes the client adds to the API's own: the request never got an answer, or the answer was not ours. */
export type ClientErrorCode = 'NETWORK_ERROR' | 'UNEXPECTED_RESPONSE';

/** What kind of failure it was, so a screen can say the right thing (see the storefront's error-message). */
export type ApiErrorKind = 'offline' | 'rate-limited' | 'not-found' | 'server' | 'client';

/** Every failed call rejects with this, so screens can show `detail` or their own fallback text. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** HTTP status; 0 when the request never reached the API. */
    readonly status: number,
    readonly code: ErrorCode | ClientErrorCode,
    /** The sentence the API meant for people, when it sent one. */
    readonly detail: string | undefined,
    message?: string,
    /** From a 429's Retry-After header: how long to wait before trying again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message ?? detail ?? `Request failed with status ${status}`);
  }

  /** Offline (no answer), too many requests, a real 404, our side (5xx or an answer that is not ours), or the request's own fault. */
  get kind(): ApiErrorKind {
    if (this.status === 0) return 'offline';
    if (this.status === 429) return 'rate-limited';
    if (this.status === 404 && this.code !== 'UNEXPECTED_RESPONSE') return 'not-found';
    if (this.status >= 500 || this.code === 'UNEXPECTED_RESPONSE') return 'server';
    return 'client';
  }

  static fromBody(status: number, body: unknown, retryAfterSeconds?: number): ApiError {
    if (isApiErrorBody(body))
      return new ApiError(status, body.code, body.detail || undefined, body.message, retryAfterSeconds);
    return new ApiError(status, 'UNEXPECTED_RESPONSE', undefined, undefined, retryAfterSeconds);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function isApiErrorBody(body: unknown): body is ApiErrorBody {
  return typeof body === 'object' && body !== null && typeof (body as ApiErrorBody).code === 'string';
}
