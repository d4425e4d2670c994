import { deleteDevicePricing } from '@phonehub/api-client';
import { notify } from '@phonehub/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { devicePricingQueryKey } from './get-device-pricing';

export const removeDevicePricing = (id: string): Promise<void> => deleteDevicePricing(id);

export function useDeleteDevicePricing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeDevicePricing,
    onSuccess: async () => {
      notify.success('Device pricing deleted successfully');
      await queryClient.invalidateQueries({ queryKey: devicePricingQueryKey });
    },
    onError: () => notify.error('Failed to delete device pricing. Please try again.'),
  });
}
