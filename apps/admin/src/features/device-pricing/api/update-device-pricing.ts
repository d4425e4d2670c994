import type { DevicePricing, DevicePricingRequest } from '@phonehub/contracts';
import { updateDevicePricing } from '@phonehub/api-client';
import { useAdminMutation } from '../../../shared/use-admin-mutation';
import { devicePricingQueryKey } from './get-device-pricing';

export const putDevicePricing = ({
  id,
  body,
}: {
  id: string;
  body: DevicePricingRequest;
}): Promise<DevicePricing> => updateDevicePricing(id, body);

export const useUpdateDevicePricing = () =>
  useAdminMutation({
    mutationFn: putDevicePricing,
    success: 'Device pricing updated successfully',
    failure: 'Failed to save device pricing. Please try again.',
    invalidates: [devicePricingQueryKey],
  });
