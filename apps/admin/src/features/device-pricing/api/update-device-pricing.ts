import type { DevicePricing, DevicePricingRequest } from '@phonehub/contracts';
import { updateDevicePricing } from '@phonehub/api-client';
import { notify } from '@phonehub/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { devicePricingQueryKey } from './get-device-pricing';

export const putDevicePricing = ({ id, body }: { id: string; body: DevicePricingRequest }): Promise<DevicePricing> =>
  updateDevicePricing(id, body);

export function useUpdateDevicePricing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putDevicePricing,
    onSuccess: async () => {
      notify.success('Device pricing updated successfully');
      await queryClient.invalidateQueries({ queryKey: devicePricingQueryKey });
    },
    onError: () => notify.error('Failed to save device pricing. Please try again.'),
  });
}
