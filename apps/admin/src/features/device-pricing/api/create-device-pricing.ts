import type { DevicePricing, DevicePricingRequest } from '@phonehub/contracts';
import { createDevicePricing } from '@phonehub/api-client';
import { useAdminMutation } from '../../../shared/use-admin-mutation';
import { devicePricingQueryKey } from './get-device-pricing';

export type { DevicePricingRequest };

export const postDevicePricing = (body: DevicePricingRequest): Promise<DevicePricing> =>
  createDevicePricing(body);

export const useCreateDevicePricing = () =>
  useAdminMutation({
    mutationFn: postDevicePricing,
    success: 'Device pricing created successfully',
    failure: 'Failed to save device pricing. Please try again.',
    invalidates: [devicePricingQueryKey],
  });
