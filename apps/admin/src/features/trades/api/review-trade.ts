import type { ReviewTradeRequest, TradeRequest, TradeStatusName } from '@phonehub/contracts';
import { reviewTrade } from '@phonehub/api-client';
import { recordChange } from '../../../shared/use-admin-mutation';
import { adminTradesListRootKey } from './get-trades';
import { adminTradeStatsQueryKey } from './get-trade-stats';

export type { ReviewTradeRequest };

const SUCCESS: Partial<Record<TradeStatusName, string>> = {
  approved: 'Trade approved',
  rejected: 'Trade rejected',
  received: 'Device marked received',
  inspected: 'Inspection recorded',
  counteroffer: 'Counteroffer sent',
};

/** Saves a review, says so by the new status, and reloads the trade list and the trade statistics. */
export const useReviewTrade = recordChange(reviewTrade, {
  success: (_trade: TradeRequest, { body }: { body: ReviewTradeRequest }) =>
    SUCCESS[body.status] ?? 'Trade updated',
  failure: 'Failed to update trade',
  invalidates: [adminTradesListRootKey, adminTradeStatsQueryKey],
});
