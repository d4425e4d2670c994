import type { TradePayoutRequest, TradeRequest } from '@phonehub/contracts';
import { actOnTrade, chooseTradePayout, type TradeAction } from '@phonehub/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tradeQueryKey } from './get-trade';

/** Accept or decline a counteroffer, or cancel; the page shows the trade the API answers. */
export function useTradeAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['trades', 'action', id],
    mutationFn: (action: TradeAction): Promise<TradeRequest> => actOnTrade(id, action),
    onSuccess: (trade) => {
      queryClient.setQueryData(tradeQueryKey(id), trade);
      return queryClient.invalidateQueries({ queryKey: ['trades'], refetchType: 'none' });
    },
  });
}

/** Choose the payout once; store credit also changes the account's balance. */
export function useTradePayout(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['trades', 'payout', id],
    mutationFn: (body: TradePayoutRequest): Promise<TradeRequest> => chooseTradePayout(id, body),
    onSuccess: (trade) => {
      queryClient.setQueryData(tradeQueryKey(id), trade);
      void queryClient.invalidateQueries({ queryKey: ['account', 'credit'] });
      return queryClient.invalidateQueries({ queryKey: ['trades'], refetchType: 'none' });
    },
  });
}
