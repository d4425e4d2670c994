import type {
  AdminDispute,
  AdminDisputeDetail,
  AdminDisputesQuery,
  AdminPayout,
  AdminPayoutsQuery,
  Paged,
  ReconciliationRun,
  SubmitDisputeEvidenceRequest,
} from '@phonehub/contracts';
import { byId, fixedCall, idBodyCall, idCall, queryCall } from './endpoints';

/** The filters of one payee kind's transfers; the path already names the kind. */
export type AdminPayoutsKindQuery = Omit<AdminPayoutsQuery, 'kind'>;

/** One page of the transfers to sellers, newest first, optionally by status (admin). */
export const getAdminSellerPayouts = queryCall<AdminPayoutsKindQuery, Paged<AdminPayout>>(
  '/admin/payouts/sellers',
);

/** One page of the bank payouts to trade-in customers, newest first, optionally by status (admin). */
export const getAdminTradePayouts = queryCall<AdminPayoutsKindQuery, Paged<AdminPayout>>(
  '/admin/payouts/trades',
);

const disputePath = byId('/admin/disputes');

/** One page of the disputes (chargebacks), newest first, optionally by status (admin). */
export const getAdminDisputes = queryCall<AdminDisputesQuery, Paged<AdminDispute>>('/admin/disputes');

/** One dispute with its evidence pack: what was submitted, or the draft assembled from what the shop knows. */
export const getAdminDispute = idCall<AdminDisputeDetail>('GET', disputePath);

/** Sends the evidence to the provider (fields left out are taken from the pack); answers the dispute as it stands after. */
export const submitDisputeEvidence = idBodyCall<SubmitDisputeEvidenceRequest, AdminDisputeDetail>(
  'POST',
  byId('/admin/disputes', '/evidence'),
);

/** The latest comparison of our ledgers with the provider's balance transactions; `run` is null before the first. */
export const getLatestReconciliation = fixedCall<{ run: ReconciliationRun | null }>(
  'GET',
  '/admin/reconciliation',
);

/** Compares the ledgers with the provider now and answers that run. */
export const runReconciliation = fixedCall<ReconciliationRun>('POST', '/admin/reconciliation/run');
