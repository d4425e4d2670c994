import { deleteDevicePricing } from '@phonehub/api-client';
import { useAdminMutation } from '../../../shared/use-admin-mutation';
import { devicePricingQueryKey } from './get-device-pricing';

export const removeDevicePricing = (id: string): Promise<void> => deleteDevicePricing(id);

export const useDeleteDevicePricing = () =>
  useAdminMutation({
    mutationFn: removeDevicePricing,
    success: 'Device pricing deleted successfully',
    failure: 'Failed to delete device pricing. Please try again.',
    invalidates: [devicePricingQueryKey],
  });
