import { updateDevicePricing } from '@phonehub/api-client';
import { useAdminMutation } from '../../../shared/use-admin-mutation';
import { devicePricingQueryKey } from './get-device-pricing';
import { withIdAndBody } from '../../../shared/with-id-and-body';

export const putDevicePricing = withIdAndBody(updateDevicePricing);

export const useUpdateDevicePricing = () =>
  useAdminMutation({
    mutationFn: putDevicePricing,
    success: 'Device pricing updated successfully',
    failure: 'Failed to save device pricing. Please try again.',
    invalidates: [devicePricingQueryKey],
  });
