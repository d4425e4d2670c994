import { getAdminSellerPayouts, getAdminTradePayoutTotals, getAdminTradePayouts } from '@phonehub/api-client';
import type { AdminPayout, TradePayoutTotals, TransferStatus } from '@phonehub/contracts';
import { useQuery } from '@tanstack/react-query';
import { usePagedList } from '../../../shared/use-paged-list';

export type { AdminPayout };

export const TRANSFER_STATUSES: readonly TransferStatus[] = ['pending', 'paid', 'failed'];

export const adminPayoutsRootKey = ['admin', 'payouts'] as const;

/** The transfers to sellers, newest first, filtered by status through the address. */
export function useAdminSellerPayouts() {
  return usePagedList({
    queryKey: [...adminPayoutsRootKey, 'sellers'],
    fetcher: getAdminSellerPayouts,
    noun: ['seller transfer', 'seller transfers'],
    filters: { status: TRANSFER_STATUSES },
  });
}

/** The bank payouts to trade-in customers, newest first, filtered by status through the address. */
export function useAdminTradePayouts() {
  return usePagedList({
    queryKey: [...adminPayoutsRootKey, 'trades'],
    fetcher: getAdminTradePayouts,
    noun: ['trade-in payout', 'trade-in payouts'],
    filters: { status: TRANSFER_STATUSES },
  });
}

/** Trade-in payouts summed up: bank payouts waiting and sent, store credit granted, value paid per month. */
export function useTradePayoutTotals() {
  return useQuery<TradePayoutTotals>({
    queryKey: ['admin', 'trades', 'payout-totals'],
    queryFn: ({ signal }) => getAdminTradePayoutTotals({ signal }),
  });
}
