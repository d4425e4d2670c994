import { getLatestReconciliation, runReconciliation } from '@phonehub/api-client';
import type { ReconciliationRun } from '@phonehub/contracts';
import { useQuery } from '@tanstack/react-query';
import { useAdminMutation } from '../../../shared/use-admin-mutation';

export type { ReconciliationRun };

export const adminReconciliationKey = ['admin', 'reconciliation'] as const;

/** The latest comparison of our ledgers with the provider's balance transactions (null before the first). */
export function useLatestReconciliation() {
  return useQuery({
    queryKey: adminReconciliationKey,
    queryFn: ({ signal }) => getLatestReconciliation({ signal }),
    meta: { errorToast: 'Failed to load the reconciliation' },
  });
}

/** Runs a reconciliation now, says what it found, and shows it as the latest. */
export const useRunReconciliation = () =>
  useAdminMutation({
    mutationFn: () => runReconciliation(),
    success: (run: ReconciliationRun) =>
      run.mismatches.length === 0
        ? 'Reconciliation done: no mismatches'
        : `Reconciliation done: ${run.mismatches.length} ${run.mismatches.length === 1 ? 'mismatch' : 'mismatches'}`,
    failure: 'Failed to run the reconciliation',
    invalidates: [adminReconciliationKey],
  });
