import type { AdminOrderReturn, UpdateReturnRequest } from '@phonehub/contracts';
import { updateReturn } from '@phonehub/api-client';
import { notify } from '@phonehub/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminReturnsRootKey } from './get-returns';

export type { UpdateReturnRequest };

export const putReturn = ({ id, body }: { id: string; body: UpdateReturnRequest }): Promise<AdminOrderReturn> => updateReturn(id, body);

// Orders are reloaded too: a received return restocks and refunds its order.
const ordersKey = ['admin', 'orders'] as const;

/** Moves a return along its machine, says so, and reloads the returns and the orders. */
export function useUpdateReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putReturn,
    onSuccess: async () => {
      notify.success('Return updated');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminReturnsRootKey }),
        queryClient.invalidateQueries({ queryKey: ordersKey }),
      ]);
    },
    onError: () => notify.error('Failed to update the return'),
  });
}
