import type { AdminOrderReturn, UpdateReturnRequest } from '@phonehub/contracts';
import { updateReturn } from '@phonehub/api-client';
import { useAdminMutation } from '../../../shared/use-admin-mutation';
import { adminReturnsRootKey } from './get-returns';

export type { UpdateReturnRequest };

export const putReturn = ({
  id,
  body,
}: {
  id: string;
  body: UpdateReturnRequest;
}): Promise<AdminOrderReturn> => updateReturn(id, body);

// Orders are reloaded too: a received return restocks and refunds its order.
const ordersKey = ['admin', 'orders'] as const;

/** Moves a return along its machine, says so, and reloads the returns and the orders. */
export const useUpdateReturn = () =>
  useAdminMutation({
    mutationFn: putReturn,
    success: 'Return updated',
    failure: 'Failed to update the return',
    invalidates: [adminReturnsRootKey, ordersKey],
  });
