// Site settings rules shared by the API and the admin form: limits, formats and their sentences,
// and the figures the impact numbers are computed with.
import { META_DESCRIPTION_HINT, type SiteSettingsFields } from '@phonehub/contracts';
import type { FieldCheck } from './validation';

/**
 * CO2 kept out of the air by selling a refurbished device instead of a new one, in kg: making a new
 * smartphone emits roughly 55–80 kg CO2e; refurbishing one costs a few kg. A round, cautious figure.
 */
export const CO2_SAVED_KG_PER_DEVICE = 50;

export function co2SavedKg(devicesSold: number): number {
  return devicesSold * CO2_SAVED_KG_PER_DEVICE;
}

/**
 * Every setting blank but the title and the Twitter card's usual type: the base for the storefront
 * server's fallback while the API is out of reach, and for tests.
 */
export function blankSiteSettings(title: string): SiteSettingsFields {
  return {
    title,
    favicon: '',
    meta_description: '',
    meta_keywords: '',
    og_title: '',
    og_description: '',
    og_image: '',
    og_url: '',
    twitter_card: 'summary_large_image',
    twitter_title: '',
    twitter_description: '',
    twitter_image: '',
    schema_org_data: '',
    google_analytics_id: '',
    google_tag_manager_id: '',
    facebook_pixel_id: '',
  };
}

/** Ratings that count as satisfied in the satisfaction figure. */
export const SATISFIED_RATING_MIN = 4;

export const SITE_SETTINGS_LIMITS = {
  title: 120,
  metaDescription: 320,
  metaKeywords: 500,
  ogTitle: 120,
  ogDescription: 320,
  twitterTitle: 120,
  twitterDescription: 320,
  url: 2048,
  schemaOrgData: 20_000,
} as const;

export const SITE_SETTINGS_MESSAGES = {
  saved: 'Site settings have been updated successfully',
  saveFailed: 'Failed to save site settings. Please try again.',
  titleRequired: 'The site title is required',
  url: 'Enter a full address starting with http:// or https://',
  googleAnalyticsId: 'The Google Analytics ID looks like G-XXXXXXXXXX or UA-XXXXXX-X',
  googleTagManagerId: 'The Google Tag Manager ID looks like GTM-XXXXXXX',
  facebookPixelId: 'The Facebook Pixel ID is 15 or 16 digits',
  schemaOrgData: 'Schema.org data must be a JSON object',
  satisfactionFallback: 'The satisfaction figure must be a whole percentage from 0 to 100',
  twitterCard: 'The Twitter card must be summary, summary_large_image, app or player',
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
} as const;

/** '' (none) or an absolute http(s) address with a host. */
export const checkSiteUrl: FieldCheck = (value) => {
  const v = value.trim();
  if (v === '') return null;
  if (v.length > SITE_SETTINGS_LIMITS.url || !/^https?:\/\/\S+$/i.test(v)) return SITE_SETTINGS_MESSAGES.url;
  try {
    return new URL(v).hostname ? null : SITE_SETTINGS_MESSAGES.url;
  } catch {
    return SITE_SETTINGS_MESSAGES.url;
  }
};

/** GA4 measurement ids (G-…) and Universal Analytics property ids (UA-…-…). */
export const checkGoogleAnalyticsId: FieldCheck = (value) =>
  value.trim() === '' || /^(G-[A-Z0-9]{4,20}|UA-\d{4,12}-\d{1,4})$/.test(value.trim())
    ? null
    : SITE_SETTINGS_MESSAGES.googleAnalyticsId;

export const checkGoogleTagManagerId: FieldCheck = (value) =>
  value.trim() === '' || /^GTM-[A-Z0-9]{4,12}$/.test(value.trim())
    ? null
    : SITE_SETTINGS_MESSAGES.googleTagManagerId;

export const checkFacebookPixelId: FieldCheck = (value) =>
  value.trim() === '' || /^\d{15,16}$/.test(value.trim()) ? null : SITE_SETTINGS_MESSAGES.facebookPixelId;

/** '' (none) or JSON text whose value is an object (not an array, string or number). */
export const checkSchemaOrgData: FieldCheck = (value) => {
  const v = value.trim();
  if (v === '') return null;
  if (v.length > SITE_SETTINGS_LIMITS.schemaOrgData) {
    return SITE_SETTINGS_MESSAGES.tooLong('Schema.org data', SITE_SETTINGS_LIMITS.schemaOrgData);
  }
  try {
    const parsed: unknown = JSON.parse(v);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? null
      : SITE_SETTINGS_MESSAGES.schemaOrgData;
  } catch {
    return SITE_SETTINGS_MESSAGES.schemaOrgData;
  }
};

/** Where the meta description stands against the 150–160 character hint (spec: a hint, not enforced). */
export function metaDescriptionHint(length: number): 'short' | 'good' | 'long' {
  if (length < META_DESCRIPTION_HINT.min) return 'short';
  return length <= META_DESCRIPTION_HINT.max ? 'good' : 'long';
}
