import type { PublicSiteSettings } from '@phonehub/contracts';
import { blankSiteSettings } from '@phonehub/domain';

/** The public site settings as the API answers them, for tests: no tags configured, no figures yet. */
export function fakeSiteSettings(overrides: Partial<PublicSiteSettings> = {}): PublicSiteSettings {
  return {
    ...blankSiteSettings('PhoneHub – Certified refurbished electronics'),
    impact: { customers: 0, devices_sold: 0, co2_saved_kg: 0, satisfaction_percent: 0 },
    ...overrides,
  };
}
