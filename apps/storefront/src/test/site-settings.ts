import type { PublicSiteSettings } from '@phonehub/contracts';

/** The public site settings as the API answers them, for tests: no tags configured, no figures yet. */
export function fakeSiteSettings(overrides: Partial<PublicSiteSettings> = {}): PublicSiteSettings {
  return {
    title: 'PhoneHub – Certified refurbished electronics',
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
    impact: { customers: 0, devices_sold: 0, co2_saved_kg: 0, satisfaction_percent: 0 },
    ...overrides,
  };
}
