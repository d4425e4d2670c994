import type { PayoutAccountState } from '@phonehub/contracts';

/** How often a trade is asked again after the customer came back from the provider's set-up page (its word arrives by webhook, a moment later). */
export const PAYOUTS_RETURN_POLL_MS = 2_000;

/** A bank payout still waiting for its recipient account to be enabled. */
export const waitsForAccount = (status: 'pending' | 'paid', state: PayoutAccountState | undefined) =>
  status === 'pending' && state !== 'enabled';

/** While watching, a trade query asks again every few seconds until its payout no longer waits for the account. */
export const watchPayoutAccount = (watching: boolean, waiting: (data: unknown) => boolean) =>
  watching
    ? (query: { state: { data: unknown } }) => (waiting(query.state.data) ? PAYOUTS_RETURN_POLL_MS : false)
    : false;
