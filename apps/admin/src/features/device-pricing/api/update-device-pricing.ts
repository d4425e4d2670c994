import { updateDevicePricing } from '@phonehub/api-client';
import { recordChange } from '../../../shared/use-admin-mutation';
import { devicePricingQueryKey } from './get-device-pricing';

export const useUpdateDevicePricing = recordChange(updateDevicePricing, {
  success: 'Device pricing updated successfully',
  failure: 'Failed to save device pricing. Please try again.',
  invalidates: [devicePricingQueryKey],
});
