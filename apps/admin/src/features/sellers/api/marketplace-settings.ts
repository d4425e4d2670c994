import { getMarketplaceSettings, updateMarketplaceSettings } from '@phonehub/api-client';
import { recordQuery } from '../../../shared/record-query';
import { useAdminMutation } from '../../../shared/use-admin-mutation';

export const marketplaceSettingsKey = ['admin', 'settings', 'marketplace'] as const;

/** The platform fee now in force. */
export const useMarketplaceSettings = recordQuery(
  marketplaceSettingsKey,
  getMarketplaceSettings,
  'Failed to load the marketplace settings',
);

/** Sets the fee for orders placed from now on. */
export const useUpdateMarketplaceSettings = () =>
  useAdminMutation({
    mutationFn: updateMarketplaceSettings,
    success: ({ platform_fee_percent }) => `Platform fee set to ${platform_fee_percent}%`,
    failure: 'Failed to save the platform fee. Please try again.',
    invalidates: [marketplaceSettingsKey],
  });
