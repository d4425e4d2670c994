import { isApiError } from '@phonehub/api-client';

export const OFFLINE_MESSAGE =
  "You're offline or the server can't be reached. Check your connection and try again.";
export const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';
export const RATE_LIMITED_MESSAGE = 'Too many requests. Please wait a moment and try again.';

/** '30 seconds', '1 minute', '2 minutes' — when a shopper may try again. */
export function waitText(seconds: number): string {
  if (seconds <= 1) return '1 second';
  if (seconds < 60) return `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** A 429's sentence: with the wait the API gave (Retry-After), else its own words, else ours. */
function rateLimitedMessage(retryAfterSeconds: number | undefined, detail: string | undefined): string {
  if (retryAfterSeconds !== undefined)
    return `Too many requests. Please try again in ${waitText(retryAfterSeconds)}.`;
  return detail ?? RATE_LIMITED_MESSAGE;
}

/** The API's own sentence when it sent one, else the screen's fallback; bugs get the generic text. */
export function errorMessage(
  error: unknown,
  fallback: string,
  unexpected = 'An unexpected error occurred',
): string {
  if (isApiError(error))
    return error.kind === 'rate-limited'
      ? rateLimitedMessage(error.retryAfterSeconds, error.detail)
      : (error.detail ?? fallback);
  return unexpected;
}

/**
 * Why something could not be loaded, for the line under a screen's own title: offline, too many
 * requests (and when to retry), our side, or `otherwise` (the API's detail for its own refusals).
 */
export function loadFailureMessage(error: unknown, otherwise: string): string {
  if (!isApiError(error)) return SERVER_ERROR_MESSAGE;
  switch (error.kind) {
    case 'offline':
      return OFFLINE_MESSAGE;
    case 'rate-limited':
      return rateLimitedMessage(error.retryAfterSeconds, undefined);
    case 'server':
      return SERVER_ERROR_MESSAGE;
    default:
      return error.detail ?? otherwise;
  }
}
