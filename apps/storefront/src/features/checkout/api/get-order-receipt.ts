import type { OrderLookupResult } from '@phonehub/contracts';
import { lookupOrder } from '@phonehub/api-client';
import { orderReference } from '@phonehub/domain';
import { useQuery } from '@tanstack/react-query';

export type { OrderLookupResult };

/**
 * What the paid order holds, for the success screen: read through the order lookup with the email
 * the shopper checked out with (a guest has no other way to read the order). Quiet on failure: the
 * screen then shows what the payment status already said.
 */
export function useOrderReceipt(orderId: string | undefined, email: string | undefined) {
  const reference = orderId ? orderReference(orderId) : '';
  return useQuery({
    queryKey: ['orders', 'receipt', reference, email] as const,
    queryFn: (): Promise<OrderLookupResult> => lookupOrder({ email: email ?? '', reference }),
    enabled: Boolean(reference && email),
    retry: false,
    staleTime: Infinity,
  });
}
