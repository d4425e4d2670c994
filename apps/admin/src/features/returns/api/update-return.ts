import type { UpdateReturnRequest } from '@phonehub/contracts';
import { updateReturn } from '@phonehub/api-client';
import { adminOrdersKey } from '../../../shared/query-keys';
import { recordChange } from '../../../shared/use-admin-mutation';
import { adminReturnsRootKey } from './get-returns';

export type { UpdateReturnRequest };

/** Moves a return along its machine, says so, and reloads the returns and the orders. */
export const useUpdateReturn = recordChange(updateReturn, {
  success: 'Return updated',
  failure: 'Failed to update the return',
  // Orders are reloaded too: a received return restocks and refunds its order.
  invalidates: [adminReturnsRootKey, adminOrdersKey],
});
