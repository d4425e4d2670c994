import type { DevicePricing, DevicePricingRequest } from '@phonehub/contracts';
import { createDevicePricing } from '@phonehub/api-client';
import { notify } from '@phonehub/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { devicePricingQueryKey } from './get-device-pricing';

export type { DevicePricingRequest };

export const postDevicePricing = (body: DevicePricingRequest): Promise<DevicePricing> => createDevicePricing(body);

export function useCreateDevicePricing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postDevicePricing,
    onSuccess: async () => {
      notify.success('Device pricing created successfully');
      await queryClient.invalidateQueries({ queryKey: devicePricingQueryKey });
    },
    onError: () => notify.error('Failed to save device pricing. Please try again.'),
  });
}
