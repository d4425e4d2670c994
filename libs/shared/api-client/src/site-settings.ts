import type { AdminSiteSettings, PublicSiteSettings, UpdateSiteSettingsRequest } from '@phonehub/contracts';
import { bodyCall, fixedCall } from './endpoints';

/** The public site settings (title, SEO tags, analytics ids) and the impact figures. */
export const getSiteSettings = fixedCall<PublicSiteSettings>('GET', '/site-settings');

/** Every site setting (admin). */
export const getAdminSiteSettings = fixedCall<AdminSiteSettings>('GET', '/admin/site-settings');

/** Saves the given site settings (admin); the fields left out keep their values. */
export const updateAdminSiteSettings = bodyCall<UpdateSiteSettingsRequest, AdminSiteSettings>(
  'PUT',
  '/admin/site-settings',
);
