import type {
  Paged,
  PageQuery,
  PayoutAccountLink,
  PayoutAccountStatus,
  SellerEarnings,
  SellerLedgerLine,
  SellerOrder,
  SellerOrdersQuery,
  SellerPayout,
  SellerStats,
  ShipSellerLinesRequest,
} from '@phonehub/contracts';
import { byId, fixedCall, idBodyCall, queryCall } from './endpoints';

/** One page of the orders holding the signed-in seller's lines (only those lines), newest first. */
export const getSellerOrders = queryCall<SellerOrdersQuery, Paged<SellerOrder>>('/seller/orders');

/** Marks the seller's unshipped lines of the order shipped with one tracking number. */
export const shipSellerOrder = idBodyCall<ShipSellerLinesRequest, SellerOrder>(
  'POST',
  byId('/seller/orders', '/ship'),
);

/** The seller's real figures: sales, fees, payouts, balances, products and rating. */
export const getSellerStats = fixedCall<SellerStats>('GET', '/seller/stats');

/** One page of the transfers sent to the seller (and older manual payouts), newest first. */
export const getSellerPayouts = queryCall<PageQuery, Paged<SellerPayout>>('/seller/payouts');

/** The seller's ledger summed up (pending, available, on hold, transferred, reversed, owed) and the payout account's state. */
export const getSellerEarnings = fixedCall<SellerEarnings>('GET', '/seller/earnings');

/** One page of the seller's earnings ledger, newest first. */
export const getSellerLedger = queryCall<PageQuery, Paged<SellerLedgerLine>>('/seller/ledger');

/** Where the seller's payout account at the payment provider stands. */
export const getSellerPayoutAccount = fixedCall<PayoutAccountStatus>('GET', '/seller/payout-account');

/**
 * A fresh link to the provider's hosted onboarding page (creating the account on first use); it
 * is single-use and short-lived, so open it at once.
 */
export const createSellerPayoutLink = fixedCall<PayoutAccountLink>('POST', '/seller/payout-account/link');
