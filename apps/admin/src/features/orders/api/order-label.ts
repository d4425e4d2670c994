import { buyAdminLabel, getAdminLabelRates } from '@phonehub/api-client';
import type { ShippingQuote } from '@phonehub/contracts';
import { useQuery } from '@tanstack/react-query';
import { recordChange } from '../../../shared/use-admin-mutation';
import { adminOrdersRootKey } from './get-orders';

export type { ShippingQuote };

/**
 * The carrier's rates for PhoneHub's parcel of an order. A quote is short-lived at the carrier, so
 * it is read afresh each time (never kept, apart from the orders so their reload does not quote
 * the bought parcel again) and not retried: a refusal is the dialog's to say.
 */
export const useAdminLabelRates = (orderId: string) =>
  useQuery({
    queryKey: ['admin', 'label-rates', orderId],
    queryFn: ({ signal }) => getAdminLabelRates(orderId, { signal }),
    gcTime: 0,
    staleTime: 0,
    retry: false,
  });

/** Buys the chosen rate as PhoneHub's parcel's label, says so, and reloads the orders. */
export const useBuyAdminLabel = recordChange(buyAdminLabel, {
  success: 'Shipping label bought',
  failure: 'Failed to buy the shipping label',
  invalidates: [adminOrdersRootKey],
});
