import type { CheckoutStatusResponse } from '@phonehub/contracts';
import { getCheckoutStatus } from '@phonehub/api-client';
import { TIMINGS } from '@phonehub/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';

export type { CheckoutStatusResponse };

export type PaymentOutcome = 'processing' | 'paid' | 'expired' | 'timed-out' | 'error';

export const checkoutStatusQueryKey = (sessionId: string) =>
  ['payments', 'checkout-status', sessionId] as const;

export const fetchCheckoutStatus = (
  sessionId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<CheckoutStatusResponse> => getCheckoutStatus(sessionId, { signal });

/** What the answers so far mean: settled on paid or expired, given up after the last attempt. */
export function paymentOutcome(
  status: CheckoutStatusResponse | undefined,
  attempts: number,
  failed: boolean,
): PaymentOutcome {
  if (failed) return 'error';
  if (status?.payment_status === 'paid') return 'paid';
  if (status?.status === 'expired') return 'expired';
  if (attempts >= TIMINGS.paymentPollAttempts) return 'timed-out';
  return 'processing';
}

/**
 * Polls the session the shopper came back with: at once, then every `paymentPollIntervalMs`, at most
 * `paymentPollAttempts` times. A failed check is not retried: the page says to contact support.
 */
export function useCheckoutStatus(sessionId: string) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: checkoutStatusQueryKey(sessionId),
    queryFn: ({ signal }) => fetchCheckoutStatus(sessionId, { signal }),
    retry: false,
    staleTime: 0,
    gcTime: 0,
    refetchIntervalInBackground: true,
    refetchInterval: (q) =>
      paymentOutcome(q.state.data, q.state.dataUpdateCount, q.state.status === 'error') === 'processing'
        ? TIMINGS.paymentPollIntervalMs
        : false,
  });
  // Each answer re-renders (dataUpdatedAt changes even when the status does not), so the count is current.
  const attempts = query.dataUpdatedAt
    ? (queryClient.getQueryState(checkoutStatusQueryKey(sessionId))?.dataUpdateCount ?? 0)
    : 0;
  return { outcome: paymentOutcome(query.data, attempts, query.isError), status: query.data };
}
