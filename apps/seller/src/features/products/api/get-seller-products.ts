import { getSellerProducts } from '@phonehub/api-client';
import type { Paged, SellerProduct, SellerProductsQuery } from '@phonehub/contracts';
import { usePagedList } from '@phonehub/ui';
import { sellerKeys } from '../../../shared/query-keys';

export type { SellerProduct };

/** The seller's own products (hidden ones too), newest first unless sorted, searched and paged through the address. */
export const useSellerProducts = () =>
  usePagedList<SellerProductsQuery, Paged<SellerProduct>>({
    queryKey: sellerKeys.products,
    fetcher: (query, { signal }) => getSellerProducts(query, { signal }),
    noun: ['product', 'products'],
    errorToast: 'Failed to load seller data',
  });
