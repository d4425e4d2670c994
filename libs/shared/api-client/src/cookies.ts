import type { CookiePreferences, UpdateCookiePreferencesRequest } from '@phonehub/contracts';
import { bodyCall, fixedCall, type CallOptions } from './endpoints';

interface CookieCallOptions extends CallOptions {
  /** Overrides the stored token (right after signing in, before it is stored). */
  token?: string | null;
}

/** The signed-in account's cookie choice; `updated_at` is null when none was made yet. */
export const getCookiePreferences = fixedCall<CookiePreferences, CookieCallOptions>(
  'GET',
  '/me/cookie-preferences',
);

/** Saves the signed-in account's cookie choice under the current cookie policy version. */
export const saveCookiePreferences = bodyCall<
  UpdateCookiePreferencesRequest,
  CookiePreferences,
  CookieCallOptions
>('PUT', '/me/cookie-preferences');
