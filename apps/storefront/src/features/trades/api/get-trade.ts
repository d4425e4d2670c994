import type { TradeRequest } from '@phonehub/contracts';
import { getTrade } from '@phonehub/api-client';
import { useQuery } from '@tanstack/react-query';
import { waitsForAccount, watchPayoutAccount } from './payout-watch';

export type { TradeRequest };

export const tradeQueryKey = (id: string) => ['trades', 'detail', id] as const;

const waitingTrade = (data: unknown) => {
  const payout = (data as TradeRequest | undefined)?.payout;
  return payout?.method === 'bank_transfer' && waitsForAccount(payout.status, payout.payout_account?.state);
};

/**
 * One of the user's trades; the API answers 404 for anyone else's. `watchPayouts`: back from the
 * provider's set-up page, it asks again every few seconds while the bank payout waits for the account.
 */
export function useTrade(id: string, { watchPayouts = false }: { watchPayouts?: boolean } = {}) {
  return useQuery({
    queryKey: tradeQueryKey(id),
    queryFn: ({ signal }) => getTrade(id, { signal }),
    refetchInterval: watchPayoutAccount(watchPayouts, waitingTrade),
  });
}
