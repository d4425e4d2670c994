import type { OrderLookupRequest, OrderLookupResult } from '@phonehub/contracts';
import { lookupOrder } from '@phonehub/api-client';
import { useMutation } from '@tanstack/react-query';

export type { OrderLookupResult };

/** Finds an order by email and reference; the page shows what went wrong itself (no toast). */
export function useOrderLookup() {
  return useMutation({ mutationFn: (request: OrderLookupRequest) => lookupOrder(request) });
}
