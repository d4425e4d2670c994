// Store credit (issue 19). The ledger keeps signed integer cents; the wire gives cents and dollars.
import type { CheckoutSessionRequest } from './orders';

/**
 * `order_return`: an unpaid order's credit back when it is cancelled; `order_refund`: the store
 * credit part of a refund of a paid order (one entry per refund).
 */
export type CreditEntryKind = 'trade_payout' | 'order_spend' | 'order_return' | 'order_refund';

export interface CreditEntry {
  id: string;
  kind: CreditEntryKind;
  /** Signed: + granted or given back, − spent. */
  amount_cents: number;
  trade_id: string | null;
  order_id: string | null;
  /** The order refund an `order_refund` entry belongs to (null for the other kinds). */
  refund_id: string | null;
  created_at: string;
}

/** GET /api/account/credit: the balance and every movement, newest first. */
export interface StoreCredit {
  balance_cents: number;
  entries: CreditEntry[];
}

/** The checkout body with the signed-in shopper's choice to spend their store credit. */
export interface CheckoutWithCreditRequest extends CheckoutSessionRequest {
  apply_credit?: boolean;
}

/**
 * The checkout answer: `url` is the payment page, or (an order paid wholly by credit, with no
 * payment session) the order's page; `credit_applied_cents` was reserved with the order.
 */
export interface CheckoutWithCreditResponse {
  url: string;
  session_id: string | null;
  order_id: string;
  credit_applied_cents: number;
  /** The order was paid wholly by store credit. */
  paid: boolean;
}
