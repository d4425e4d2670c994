import { getSellerOrders } from '@phonehub/api-client';
import type { Paged, SellerOrder, SellerOrdersQuery } from '@phonehub/contracts';
import { usePagedList } from '@phonehub/ui';
import { sellerKeys } from '../../../shared/query-keys';

export type { SellerOrder };

export const ORDER_FILTERS = ['to_ship', 'shipped'] as const;

/** Orders holding the seller's lines, newest first, filtered (To ship / Shipped) and paged through the address. */
export const useSellerOrders = () =>
  usePagedList<SellerOrdersQuery, Paged<SellerOrder>>({
    queryKey: sellerKeys.orders,
    fetcher: (query, { signal }) => getSellerOrders(query, { signal }),
    filters: { status: ORDER_FILTERS },
    noun: ['order', 'orders'],
    errorToast: 'Failed to load seller data',
  });
