// Site settings: the SEO and branding an admin edits (spec section 3) and the public figures that
// Home and About show, so both pages always agree.

export const TWITTER_CARDS = ['summary', 'summary_large_image', 'app', 'player'] as const;
export type TwitterCard = (typeof TWITTER_CARDS)[number];

/** Recommended length of the meta description (a hint shown live in the admin, not enforced). */
export const META_DESCRIPTION_HINT = { min: 150, max: 160 } as const;

/** The fields an admin edits. Blank optional texts are empty strings, never null. */
export interface SiteSettingsFields {
  title: string;
  /** http(s) address of the favicon, or ''. */
  favicon: string;
  meta_description: string;
  meta_keywords: string;
  og_title: string;
  og_description: string;
  /** http(s) address, or ''. */
  og_image: string;
  /** The site's canonical base address (http(s)), or '' to use the address the page was asked on. */
  og_url: string;
  twitter_card: TwitterCard;
  twitter_title: string;
  twitter_description: string;
  /** http(s) address, or ''. */
  twitter_image: string;
  /** A JSON object (schema.org Organization or similar), as text; '' for none. */
  schema_org_data: string;
  /** 'G-XXXXXXX' or 'UA-XXXXXX-X', or ''. */
  google_analytics_id: string;
  /** 'GTM-XXXXXXX', or ''. */
  google_tag_manager_id: string;
  /** 15 or 16 digits, or ''. */
  facebook_pixel_id: string;
}

/** The site's figures on Home and About, computed from real data. */
export interface SiteImpact {
  /** Accounts plus distinct guest emails with paid orders. */
  customers: number;
  /** Units in paid orders. */
  devices_sold: number;
  /** devices_sold × the CO2 a refurbished device saves (domain constant), in kg. */
  co2_saved_kg: number;
  /** Share of 4–5 star customer reviews (0–100); the admin's figure while there are none; null when neither exists. */
  satisfaction_percent: number | null;
}

/** GET /api/site-settings (public): what the pages need, and the impact figures. */
export interface PublicSiteSettings extends SiteSettingsFields {
  impact: SiteImpact;
}

/** What only the admin sees and sets besides the spec's fields. */
export interface SiteSettingsAdminFields extends SiteSettingsFields {
  /** The satisfaction figure (0–100) shown while no customer has reviewed anything yet. */
  satisfaction_fallback_percent: number;
}

/** GET / PUT /api/admin/site-settings (admin): every field, and when it was last changed. */
export interface AdminSiteSettings extends SiteSettingsAdminFields {
  updated_at: string;
}

/** PUT /api/admin/site-settings: every field may be sent; those left out stay as they are. */
export type UpdateSiteSettingsRequest = Partial<SiteSettingsAdminFields>;
