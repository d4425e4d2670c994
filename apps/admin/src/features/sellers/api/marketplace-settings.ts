import { getMarketplaceSettings, updateMarketplaceSettings } from '@phonehub/api-client';
import { useQuery } from '@tanstack/react-query';
import { useAdminMutation } from '../../../shared/use-admin-mutation';

export const marketplaceSettingsKey = ['admin', 'settings', 'marketplace'] as const;

/** The platform fee now in force. */
export const useMarketplaceSettings = () =>
  useQuery({
    queryKey: marketplaceSettingsKey,
    queryFn: ({ signal }) => getMarketplaceSettings({ signal }),
    meta: { errorToast: 'Failed to load the marketplace settings' },
  });

/** Sets the fee for orders placed from now on. */
export const useUpdateMarketplaceSettings = () =>
  useAdminMutation({
    mutationFn: updateMarketplaceSettings,
    success: ({ platform_fee_percent }) => `Platform fee set to ${platform_fee_percent}%`,
    failure: 'Failed to save the platform fee. Please try again.',
    invalidates: [marketplaceSettingsKey],
  });
