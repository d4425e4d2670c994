import type { OrderLookupRequest, OrderLookupResult } from '@phonehub/contracts';
import { lookupOrder } from '@phonehub/api-client';
import { useMutation, useQuery } from '@tanstack/react-query';
import { orderReference } from '@phonehub/domain';

export type { OrderLookupResult };

/** Finds an order by email and reference; the page shows what went wrong itself (no toast). */
export function useOrderLookup() {
  return useMutation({ mutationFn: (request: OrderLookupRequest) => lookupOrder(request) });
}

export const guestOrderQueryKey = (id: string) => ['orders', 'guest', id] as const;

/** A guest's own order by id and the email it was placed with (through the lookup, which shows no address or payment details). */
export function useGuestOrder(orderId: string, email: string) {
  return useQuery({
    queryKey: guestOrderQueryKey(orderId),
    queryFn: () => lookupOrder({ email, reference: orderReference(orderId) }),
    retry: false,
  });
}
