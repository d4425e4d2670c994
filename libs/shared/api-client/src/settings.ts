import type { MarketplaceSettings } from '@phonehub/contracts';
import { bodyCall, fixedCall } from './endpoints';

/** The marketplace settings (admin): the platform fee for orders placed from now on. */
export const getMarketplaceSettings = fixedCall<MarketplaceSettings>('GET', '/admin/settings/marketplace');

/** Changes the platform fee; orders already placed keep the fee they were placed with. */
export const updateMarketplaceSettings = bodyCall<MarketplaceSettings, MarketplaceSettings>(
  'PUT',
  '/admin/settings/marketplace',
);
