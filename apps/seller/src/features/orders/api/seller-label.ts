import { buySellerLabel, getSellerLabelRates } from '@phonehub/api-client';
import type { BuyLabelRequest, ShippingQuote } from '@phonehub/contracts';
import { notify } from '@phonehub/session';
import { useNotifiedMutation } from '@phonehub/ui';
import { useQuery } from '@tanstack/react-query';
import { sellerKeys } from '../../../shared/query-keys';

export type { ShippingQuote };

/**
 * The carrier's rates for the seller's parcel of an order. A quote is short-lived at the carrier,
 * so it is read afresh each time the dialog opens (never kept) and not retried: a refusal (no
 * address on the seller's profile, the parcel left already) is the dialog's to say.
 */
export const useSellerLabelRates = (orderId: string) =>
  useQuery({
    queryKey: sellerKeys.labelRates(orderId),
    queryFn: ({ signal }) => getSellerLabelRates(orderId, { signal }),
    gcTime: 0,
    staleTime: 0,
    retry: false,
  });

/** Buys the chosen rate as the parcel's label, says so, and reloads the orders (the row shows the label). */
export const useBuySellerLabel = () =>
  useNotifiedMutation({
    mutationFn: ({ id, ...rate }: BuyLabelRequest & { id: string }) => buySellerLabel(id, rate),
    success: 'Shipping label bought',
    failure: 'Failed to buy the shipping label',
    invalidates: [sellerKeys.orders],
    notify,
  });
