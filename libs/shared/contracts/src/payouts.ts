// Money going out (issue 35): connected payout accounts, sellers' transfers and earnings ledger,
// disputes and the reconciliation with the payment provider. Amounts are cents.

/**
 * A payout account at the payment provider (Stripe Connect): a seller's, or a trade-in customer's
 * recipient account. We never see or store bank numbers: the provider's hosted page asks for them.
 * - `not_started`: no account yet ("Set up payouts").
 * - `requirements_due`: onboarding started, the provider still needs `requirements_due`.
 * - `enabled`: the provider pays out to it; transfers go.
 */
export type PayoutAccountState = 'not_started' | 'requirements_due' | 'enabled';

/** GET /api/seller/payout-account, and `payout_account` of a trade awaiting a bank payout. */
export interface PayoutAccountStatus {
  state: PayoutAccountState;
  /** The provider's names of what it still needs (empty when enabled or not started). */
  requirements_due: string[];
  /** When the provider last told us about it; null before any account exists. */
  updated_at: string | null;
}

/**
 * POST /api/seller/payout-account/link (and POST /api/trade/requests/{id}/payout-account/link):
 * the provider's hosted onboarding page, single-use and short-lived; open it at once.
 */
export interface PayoutAccountLink {
  url: string;
  expires_at: string;
}

/** A transfer's state: written before the provider is asked, then sent (with its id) or refused. */
export type TransferStatus = 'pending' | 'paid' | 'failed';

/** GET /api/seller/payouts rows: one transfer of an order's available earnings (or, before issue 35, a manual payout). */
export interface SellerPayout {
  id: string;
  amount_cents: number;
  /** What the payout was: "Transfer for order PH-…", or the reference an admin typed (older payouts). */
  reference: string;
  status: TransferStatus;
  /** The order it paid out; null for payouts made before transfers. */
  order_id: string | null;
  order_number: string | null;
  /** The provider's transfer id (tr_…); null until sent. */
  provider_transfer_id: string | null;
  /** Taken back from it by refunds or lost disputes. */
  reversed_cents: number;
  /** Why the provider refused it, when failed. */
  failure: string | null;
  created_at: string;
}

/**
 * One line of a seller's earnings ledger, signed:
 * - `earning` (+) a paid line's payout; `shipping` (+) a parcel's shipping less the fee;
 * - `reversal` (−) a refund's share; `dispute` (−) a lost dispute's share;
 * - `payout` (−) a transfer to the seller; `payout_failed` (+) a refused transfer given back;
 * - `payout_reversal` (+) taken back from the seller's account at the provider;
 * - `netting` (±) a debt settled from a later order's earnings.
 */
export type SellerLedgerKind =
  | 'earning'
  | 'shipping'
  | 'reversal'
  | 'dispute'
  | 'payout'
  | 'payout_failed'
  | 'payout_reversal'
  | 'netting';

/** GET /api/seller/ledger rows, newest first (and GET /api/admin/sellers/{id}/ledger). */
export interface SellerLedgerLine {
  id: string;
  kind: SellerLedgerKind;
  amount_cents: number;
  order_id: string | null;
  order_number: string | null;
  /** When it becomes (or became) payable; null while the line is not delivered. */
  available_at: string | null;
  created_at: string;
}

/** GET /api/seller/earnings (and GET /api/admin/sellers/{id}/earnings): the ledger summed up. */
export interface SellerEarnings {
  /** Earned, not yet payable (not delivered, or within the hold after delivery). */
  pending_cents: number;
  /** Payable now and not on hold; the next transfer run sends it (once payouts are enabled). */
  available_cents: number;
  /** Payable but held: the order is disputed. */
  held_cents: number;
  /** Sent to the seller so far, less what was reversed. */
  transferred_cents: number;
  /** Taken back by refunds and lost disputes. */
  reversed_cents: number;
  /** Owed by the seller (a reversal the provider could not take back); netted from the next transfers. */
  debt_cents: number;
  /** Days after delivery before a line's earnings are payable (SELLER_FUNDS_HOLD_DAYS, or the product's return window when longer). */
  hold_days: number;
  payout_account: PayoutAccountStatus;
}

/** GET /api/admin/payouts rows: every transfer, to sellers and to trade-in customers. */
export interface AdminPayout {
  id: string;
  kind: 'seller' | 'trade';
  /** The seller's or the trade's id. */
  payee_id: string;
  payee_name: string;
  payee_email: string;
  amount_cents: number;
  status: TransferStatus;
  provider_transfer_id: string | null;
  /** The order (seller) or trade (trade-in) it pays for, as people read it. */
  for_reference: string | null;
  reversed_cents: number;
  failure: string | null;
  created_at: string;
}

export interface AdminPayoutsQuery {
  page?: number;
  page_size?: number;
  kind?: 'seller' | 'trade';
  status?: TransferStatus;
}

export type DisputeStatus = 'needs_response' | 'under_review' | 'won' | 'lost';

/** GET /api/admin/disputes rows, newest first. */
export interface AdminDispute {
  id: string;
  provider_dispute_id: string;
  order_id: string;
  order_number: string;
  customer_email: string;
  amount_cents: number;
  reason: string;
  status: DisputeStatus;
  evidence_due_by: string | null;
  evidence_submitted_at: string | null;
  /** Taken back from sellers after a lost dispute; the rest is the platform's loss. */
  recovered_cents: number;
  platform_loss_cents: number;
  created_at: string;
  closed_at: string | null;
}

export interface AdminDisputesQuery {
  page?: number;
  page_size?: number;
  status?: DisputeStatus;
}

/**
 * The evidence the shop sends for a dispute, in the provider's field names, assembled from what
 * the shop knows (order, lines, shipping and tracking, IMEI, photos, messages); the admin may edit
 * any field before submitting.
 */
export interface DisputeEvidence {
  customer_name: string;
  customer_email_address: string;
  billing_address: string;
  product_description: string;
  shipping_address: string;
  shipping_carrier: string;
  shipping_tracking_number: string;
  shipping_date: string;
  customer_communication: string;
  refund_policy: string;
  uncategorized_text: string;
}

/** GET /api/admin/disputes/{id}: the dispute and its evidence pack (what was submitted, or the assembled draft). */
export interface AdminDisputeDetail extends AdminDispute {
  evidence: DisputeEvidence;
}

/** POST /api/admin/disputes/{id}/evidence: submits the evidence (fields left out are taken from the pack). */
export type SubmitDisputeEvidenceRequest = Partial<DisputeEvidence>;

/** What a mismatch is about, on the provider's side. */
export type ReconciliationSource = 'charge' | 'refund' | 'transfer' | 'reversal' | 'dispute';

/** One difference between our ledgers and the provider's balance transactions. */
export interface ReconciliationMismatch {
  source: ReconciliationSource;
  /** The provider's id (ch_, re_, tr_, trr_, dp_) or, when only we know it, ours. */
  reference: string;
  /** Signed cents as our ledgers have it; null when we have no record of it. */
  ours_cents: number | null;
  /** Signed cents as the provider has it; null when it has none. */
  provider_cents: number | null;
  note: string;
}

/** GET /api/admin/reconciliation (the latest run) and POST /api/admin/reconciliation/run (a run now). */
export interface ReconciliationRun {
  id: string;
  started_at: string;
  finished_at: string;
  /** The window compared: provider transactions and our records created in [from, to). */
  from: string;
  to: string;
  /** Provider transactions compared. */
  checked: number;
  mismatches: ReconciliationMismatch[];
}
