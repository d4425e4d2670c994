import { getAdminDispute, getAdminDisputes, submitDisputeEvidence } from '@phonehub/api-client';
import type { AdminDispute, AdminDisputeDetail, DisputeStatus } from '@phonehub/contracts';
import { useQuery } from '@tanstack/react-query';
import { recordChange } from '../../../shared/use-admin-mutation';
import { usePagedList } from '../../../shared/use-paged-list';

export type { AdminDispute, AdminDisputeDetail };

export const DISPUTE_STATUSES: readonly DisputeStatus[] = ['needs_response', 'under_review', 'won', 'lost'];

export const adminDisputesRootKey = ['admin', 'disputes'] as const;
const disputeKey = (id: string) => [...adminDisputesRootKey, 'detail', id] as const;

/** The disputes (chargebacks), newest first, filtered by status through the address. */
export function useAdminDisputes() {
  return usePagedList({
    queryKey: [...adminDisputesRootKey, 'list'],
    fetcher: getAdminDisputes,
    noun: ['dispute', 'disputes'],
    filters: { status: DISPUTE_STATUSES },
  });
}

/** One dispute with its evidence pack (as submitted, or the draft assembled from what the shop knows). */
export function useAdminDispute(id: string) {
  return useQuery({
    queryKey: disputeKey(id),
    queryFn: ({ signal }) => getAdminDispute(id, { signal }),
    meta: { errorToast: 'Failed to load the dispute' },
  });
}

/** Sends the evidence to the provider, says so, and reloads the dispute and the list. */
export const useSubmitDisputeEvidence = recordChange(submitDisputeEvidence, {
  success: 'Evidence submitted',
  failure: 'Failed to submit the evidence',
  invalidates: [adminDisputesRootKey],
});
