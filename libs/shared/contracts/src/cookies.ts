// Cookie preferences (spec section 3): necessary is always on; the rest are the visitor's choice.

export const OPTIONAL_COOKIE_CATEGORIES = ['functional', 'analytics', 'marketing'] as const;
export type OptionalCookieCategory = (typeof OPTIONAL_COOKIE_CATEGORIES)[number];
export type CookieCategory = 'necessary' | OptionalCookieCategory;

/** The choice itself. */
export interface CookieChoice {
  functional: boolean;
  analytics: boolean;
  marketing: boolean;
}

/** GET / PUT /api/me/cookie-preferences (signed in). `updated_at` null: the account has made no choice yet. */
export interface CookiePreferences extends CookieChoice {
  necessary: true;
  /** The cookie policy version the choice was made under. */
  version: number;
  updated_at: string | null;
}

/** PUT /api/me/cookie-preferences: all three flags; the server stamps the version and date. */
export type UpdateCookiePreferencesRequest = CookieChoice;
