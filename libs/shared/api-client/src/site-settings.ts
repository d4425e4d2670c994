import type { AdminSiteSettings, PublicSiteSettings, UpdateSiteSettingsRequest } from '@phonehub/contracts';
import { apiRequest } from './http';

interface CallOptions {
  signal?: AbortSignal;
}

/** The public site settings (title, SEO tags, analytics ids) and the impact figures. */
export function getSiteSettings(options: CallOptions = {}): Promise<PublicSiteSettings> {
  return apiRequest('GET', '/site-settings', options);
}

/** Every site setting (admin). */
export function getAdminSiteSettings(options: CallOptions = {}): Promise<AdminSiteSettings> {
  return apiRequest('GET', '/admin/site-settings', options);
}

/** Saves the given site settings (admin); the fields left out keep their values. */
export function updateAdminSiteSettings(
  body: UpdateSiteSettingsRequest,
  options: CallOptions = {},
): Promise<AdminSiteSettings> {
  return apiRequest('PUT', '/admin/site-settings', { ...options, body });
}
