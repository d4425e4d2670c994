import type { ApiErrorBody, ErrorCode } from '@phonehub/contracts';

/** Codes the client adds to the API's own: the request never got an answer, or the answer was not ours. */
export type ClientErrorCode = 'NETWORK_ERROR' | 'UNEXPECTED_RESPONSE';

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
  ) {
    super(message ?? detail ?? `Request failed with status ${status}`);
  }

  static fromBody(status: number, body: unknown): ApiError {
    if (isApiErrorBody(body)) return new ApiError(status, body.code, body.detail || undefined, body.message);
    return new ApiError(status, 'UNEXPECTED_RESPONSE', undefined);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function isApiErrorBody(body: unknown): body is ApiErrorBody {
  return typeof body === 'object' && body !== null && typeof (body as ApiErrorBody).code === 'string';
}
