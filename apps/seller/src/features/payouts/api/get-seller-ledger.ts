import { getSellerLedger } from '@phonehub/api-client';
import type { PageQuery, Paged, SellerLedgerLine } from '@phonehub/contracts';
import { usePagedList } from '@phonehub/ui';
import { sellerKeys } from '../../../shared/query-keys';

export type { SellerLedgerLine };

/** The seller's earnings ledger, newest first, paged through the address. */
export const useSellerLedger = () =>
  usePagedList<PageQuery, Paged<SellerLedgerLine>>({
    queryKey: sellerKeys.ledger,
    fetcher: (query, { signal }) => getSellerLedger(query, { signal }),
    noun: ['ledger line', 'ledger lines'],
    errorToast: 'Failed to load your earnings ledger',
  });
