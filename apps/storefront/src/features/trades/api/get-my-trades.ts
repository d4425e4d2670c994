import type { TradeRequest } from '@phonehub/contracts';
import { getMyTrades } from '@phonehub/api-client';
import { useSignedInQuery } from '../../../hooks/use-signed-in-query';

export type { TradeRequest };

export const myTradesQueryKey = (userId: string | undefined) => ['trades', 'mine', userId] as const;

/** The signed-in user's trades, newest first. A failure is shown by the dashboard itself (no toast). */
export function useMyTrades() {
  return useSignedInQuery(myTradesQueryKey, getMyTrades);
}
