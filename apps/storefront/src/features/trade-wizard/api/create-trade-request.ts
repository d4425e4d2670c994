import type { CreateTradeRequest, CreateTradeResponse } from '@phonehub/contracts';
import { createTradeRequest } from '@phonehub/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export type { CreateTradeRequest, CreateTradeResponse };

/** Sent with the stored token when signed in (the trade joins the account), else as a guest. */
export const submitTradeRequest = (body: CreateTradeRequest): Promise<CreateTradeResponse> =>
  createTradeRequest(body);

export function useSubmitTradeRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['trade-in', 'create'],
    mutationFn: submitTradeRequest,
    // The dashboard's lists of trades (keys under 'trades') now hold one more.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['trades'] });
    },
  });
}
