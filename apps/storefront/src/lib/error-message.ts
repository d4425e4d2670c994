import { isApiError } from '@phonehub/api-client';

/** The API's own sentence when it sent one, else the screen's fallback; bugs get the generic text. */
export function errorMessage(error: unknown, fallback: string, unexpected = 'An unexpected error occurred'): string {
  if (isApiError(error)) return error.detail ?? fallback;
  return unexpected;
}
