import type { ReviewTradeRequest, TradeRequest, TradeStatusName } from '@phonehub/contracts';
import { reviewTrade } from '@phonehub/api-client';
import { notify } from '@phonehub/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminTradesListRootKey } from './get-trades';
import { adminTradeStatsQueryKey } from './get-trade-stats';

export type { ReviewTradeRequest };

export const putTradeReview = ({ id, body }: { id: string; body: ReviewTradeRequest }): Promise<TradeRequest> => reviewTrade(id, body);

const SUCCESS: Partial<Record<TradeStatusName, string>> = { approved: 'Trade approved', rejected: 'Trade rejected' };

/** Saves a review, says so by the new status, and reloads the trade list and the trade statistics. */
export function useReviewTrade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putTradeReview,
    onSuccess: async (_trade, { body }) => {
      notify.success(SUCCESS[body.status] ?? 'Trade updated');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminTradesListRootKey }),
        queryClient.invalidateQueries({ queryKey: adminTradeStatsQueryKey }),
      ]);
    },
    onError: () => notify.error('Failed to update trade'),
  });
}
