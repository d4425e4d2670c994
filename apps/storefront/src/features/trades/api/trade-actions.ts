import type { TradeActionRequest, TradePayoutRequest, TradeRequest } from '@phonehub/contracts';
import { actOnTrade, chooseTradePayout, createTradePayoutLink, type TradeAction } from '@phonehub/api-client';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { redirectTo } from '../../../lib/browser';
import { tradeQueryKey } from './get-trade';

/** Shows the trade as the API answered it at once; the trade lists reload when next shown. */
function showAnsweredTrade(queryClient: QueryClient, id: string, trade: TradeRequest): Promise<void> {
  queryClient.setQueryData(tradeQueryKey(id), trade);
  return queryClient.invalidateQueries({ queryKey: ['trades'], refetchType: 'none' });
}

/** Accept or decline a counteroffer, or cancel; the page shows the trade the API answers. */
export function useTradeAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['trades', 'action', id],
    mutationFn: (action: TradeAction): Promise<TradeRequest> => actOnTrade(id, action),
    onSuccess: (trade) => showAnsweredTrade(queryClient, id, trade),
  });
}

/** Choose the payout once; store credit also changes the account's balance. */
export function useTradePayout(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['trades', 'payout', id],
    mutationFn: (body: TradePayoutRequest): Promise<TradeRequest> => chooseTradePayout(id, body),
    onSuccess: (trade) => {
      void queryClient.invalidateQueries({ queryKey: ['account', 'credit'] });
      return showAnsweredTrade(queryClient, id, trade);
    },
  });
}

/** A guest's answer from the track page (the trade named by its tracking code, proved with its email); tracking reloads after. */
export function useGuestTradeStep(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['trades', 'guest-step', id],
    mutationFn: (step: {
      action: TradeAction | 'payout';
      body: TradePayoutRequest | TradeActionRequest;
    }): Promise<TradeRequest> =>
      step.action === 'payout'
        ? chooseTradePayout(id, step.body as TradePayoutRequest)
        : actOnTrade(id, step.action, step.body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['trades', 'track'] }),
  });
}

/**
 * Set up payouts for the trade's bank payout: asks for a fresh link to the payment provider's page
 * and leaves for it at once (the link is single-use and lasts minutes). `id` is the trade's id, or
 * its tracking code with `body` proving a guest's claim. A failure stays on the mutation to show.
 */
export function useTradePayoutLink(id: string) {
  return useMutation({
    mutationKey: ['trades', 'payout-link', id],
    mutationFn: (body: TradeActionRequest = {}) => createTradePayoutLink(id, body),
    onSuccess: (link) => redirectTo(link.url),
  });
}
