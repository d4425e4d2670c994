import type { MarketplaceSettings } from '@phonehub/contracts';
import { apiRequest } from './http';

interface CallOptions {
  signal?: AbortSignal;
}

/** The marketplace settings (admin): the platform fee for orders placed from now on. */
export function getMarketplaceSettings(options: CallOptions = {}): Promise<MarketplaceSettings> {
  return apiRequest('GET', '/admin/settings/marketplace', options);
}

/** Changes the platform fee; orders already placed keep the fee they were placed with. */
export function updateMarketplaceSettings(
  body: MarketplaceSettings,
  options: CallOptions = {},
): Promise<MarketplaceSettings> {
  return apiRequest('PUT', '/admin/settings/marketplace', { ...options, body });
}
