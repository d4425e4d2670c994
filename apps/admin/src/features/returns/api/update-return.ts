import type { UpdateReturnRequest } from '@phonehub/contracts';
import { updateReturn } from '@phonehub/api-client';
import { adminOrdersKey } from '../../../shared/query-keys';
import { useAdminMutation } from '../../../shared/use-admin-mutation';
import { adminReturnsRootKey } from './get-returns';
import { withIdAndBody } from '../../../shared/with-id-and-body';

export type { UpdateReturnRequest };

export const putReturn = withIdAndBody(updateReturn);

/** Moves a return along its machine, says so, and reloads the returns and the orders. */
export const useUpdateReturn = () =>
  useAdminMutation({
    mutationFn: putReturn,
    success: 'Return updated',
    failure: 'Failed to update the return',
    // Orders are reloaded too: a received return restocks and refunds its order.
    invalidates: [adminReturnsRootKey, adminOrdersKey],
  });
