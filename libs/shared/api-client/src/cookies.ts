import type { CookiePreferences, UpdateCookiePreferencesRequest } from '@phonehub/contracts';
import { apiRequest } from './http';

interface CallOptions {
  signal?: AbortSignal;
  /** Overrides the stored token (right after signing in, before it is stored). */
  token?: string | null;
}

/** The signed-in account's cookie choice; `updated_at` is null when none was made yet. */
export function getCookiePreferences(options: CallOptions = {}): Promise<CookiePreferences> {
  return apiRequest('GET', '/me/cookie-preferences', options);
}

/** Saves the signed-in account's cookie choice under the current cookie policy version. */
export function saveCookiePreferences(
  body: UpdateCookiePreferencesRequest,
  options: CallOptions = {},
): Promise<CookiePreferences> {
  return apiRequest('PUT', '/me/cookie-preferences', { ...options, body });
}
