import { getSellerPayouts } from '@phonehub/api-client';
import type { PageQuery, Paged, SellerPayout } from '@phonehub/contracts';
import { usePagedList } from '@phonehub/ui';
import { sellerKeys } from '../../../shared/query-keys';

export type { SellerPayout };

/** The transfers sent to the seller, newest first, paged through the address. */
export const useSellerPayouts = () =>
  usePagedList<PageQuery, Paged<SellerPayout>>({
    queryKey: sellerKeys.payouts,
    fetcher: (query, { signal }) => getSellerPayouts(query, { signal }),
    noun: ['transfer', 'transfers'],
  });
