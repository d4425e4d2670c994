import { getAdminSiteSettings, updateAdminSiteSettings } from '@phonehub/api-client';
import { SITE_SETTINGS_MESSAGES } from '@phonehub/domain';
import { useQuery } from '@tanstack/react-query';
import { useAdminMutation } from '../../../shared/use-admin-mutation';

export const siteSettingsKey = ['admin', 'site-settings'] as const;

/** Every site setting. A failed load is only logged (spec), the section offers to retry. */
export const useAdminSiteSettings = () =>
  useQuery({
    queryKey: siteSettingsKey,
    queryFn: async ({ signal }) => {
      try {
        return await getAdminSiteSettings({ signal });
      } catch (error) {
        console.error('Failed to load site settings', error);
        throw error;
      }
    },
  });

/** Saves the settings with the spec's texts. */
export const useUpdateSiteSettings = () =>
  useAdminMutation({
    mutationFn: updateAdminSiteSettings,
    success: SITE_SETTINGS_MESSAGES.saved,
    failure: SITE_SETTINGS_MESSAGES.saveFailed,
    invalidates: [siteSettingsKey],
  });
