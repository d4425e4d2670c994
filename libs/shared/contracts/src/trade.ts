// Trade-in API contracts. Money on the wire is in dollars; the database keeps integer cents.
import type { PersonDetails } from './auth';
import type { PageQuery } from './paging';
import type { PayoutAccountState, PayoutAccountStatus } from './payouts';
import type { ParcelTracking } from './shipping';

export type TradeConditionName = 'excellent' | 'very_good' | 'good' | 'fair';
export type TradeStatusName =
  | 'pending_review'
  | 'approved'
  | 'received'
  | 'inspected'
  | 'counteroffer'
  | 'accepted'
  | 'returned'
  | 'rejected'
  | 'cancelled'
  | 'completed';

/** What kind of device a model is; the trade-in wizard asks for it before the brand. */
export type DeviceTypeName = 'phone' | 'tablet' | 'laptop' | 'watch' | 'audio' | 'gaming';

/** GET /api/trade/devices: brand → its models. */
export type TradeDeviceCatalogue = Record<string, TradeDeviceOption[]>;
export interface TradeDeviceOption {
  model: string;
  device_type: DeviceTypeName;
  storage_options: string[];
  conditions: TradeConditionName[];
}

export interface ConditionPrices {
  excellent: number;
  very_good: number;
  good: number;
  fair: number;
}

/** Admin device pricing (dollars). */
export interface DevicePricing {
  id: string;
  brand: string;
  model: string;
  device_type: DeviceTypeName;
  storage_options: string[];
  condition_prices: ConditionPrices;
  base_price: number;
  created_at: string;
  updated_at: string;
}

export interface DevicePricingRequest {
  brand: string;
  model: string;
  /** Default: what the model's name says (a phone unless it names a tablet, laptop, watch, …). */
  device_type?: DeviceTypeName;
  /** Default: 64GB, 128GB, 256GB, 512GB, 1TB. */
  storage_options?: string[];
  /** Each defaults to 0. */
  condition_prices?: Partial<ConditionPrices>;
  base_price?: number;
}

export interface TradeQuoteRequest {
  brand: string;
  model: string;
  storage: string;
  condition: TradeConditionName;
}
export interface TradeQuoteResponse {
  /** Whole dollars. */
  estimated_value: number;
}

export interface TradePartner {
  id: string;
  name: string;
  /** The partner's logo as an inline `data:image/svg+xml` URL (never a link to elsewhere). */
  logo: string;
  rating: number;
  description: string;
  processingTime: string;
  /** Percent: PhoneHub's rating of the partner (see TRUST_SCORE_EXPLAINED in the domain lib). */
  trustScore: number;
  paymentMethods: string[];
}

export interface TradeImageUploadResponse {
  /** Pass in a trade request's `images`, with the token. */
  id: string;
  url: string;
  /** Proves the photo is the uploader's: given once, never shown again; keep it with the id. */
  token: string;
}

/** A photo in a trade request: the upload's id and the token its upload answered. */
export interface TradeImageRef {
  id: string;
  token: string;
}

export interface CreateTradeRequest {
  /** Contact and address may be left out when signed in: the profile supplies them. */
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  street?: string;
  city?: string;
  state?: string;
  zipCode?: string;
  brand: string;
  model: string;
  storage: string;
  color?: string;
  condition: TradeConditionName;
  /**
   * 6-50 letters and digits, or an IMEI written any way (letters, spaces and separators ignored;
   * stored as its 15 digits, which must pass the Luhn check); generated when left out.
   */
  serialNumber?: string;
  description?: string;
  /** 1-10 photos from POST /api/trade/images; each can belong to one trade only. */
  images: TradeImageRef[];
  /** A partner id from GET /api/trade/partners. */
  tradePartner: string;
}

export interface CreateTradeResponse {
  id: string;
  tracking_code: string;
  status: TradeStatusName;
  estimatedValue: number;
}

export type TradePayoutMethod = 'store_credit' | 'bank_transfer';
/**
 * 'pending': store credit held for its claim, or a bank payout waiting for the customer's recipient
 * account at the payment provider (then sent by transfer, retried until it goes); 'paid': the
 * transfer was sent, or the credit granted.
 */
export type TradePayoutStatus = 'pending' | 'paid';

export interface TradeInspection {
  grade: string | null;
  /** Percent of design capacity. */
  battery_health: number | null;
  notes: string | null;
  inspected_at: string | null;
}

export interface TradeCounteroffer {
  /** Dollars. */
  value: number;
  reason: string;
}

export interface TradePayout {
  method: TradePayoutMethod;
  status: TradePayoutStatus;
  /** Dollars paid (or to be paid): the value for a transfer, value + 10 % as store credit. */
  amount: number;
  /** A bank payout's transfer id at the payment provider (tr_…) once sent. */
  reference: string | null;
  paid_at: string | null;
  /**
   * Bank payouts only: the owner's recipient account at the payment provider, which takes the
   * bank details (we never see them). The transfer goes once its state is 'enabled'.
   */
  payout_account: PayoutAccountStatus | null;
  /** Why the provider refused the last transfer attempt (it is retried); null when none failed. */
  failure: string | null;
}

export interface TradeTimelineEntry {
  status: TradeStatusName;
  note: string | null;
  at: string;
}

/** What the owner and admins see. */
export interface TradeRequest extends PersonDetails {
  id: string;
  tracking_code: string;
  userId: string | null;
  isGuest: boolean;
  status: TradeStatusName;
  submittedAt: string;
  reviewedAt: string | null;
  brand: string;
  model: string;
  storage: string;
  color: string | null;
  condition: TradeConditionName;
  serialNumber: string;
  /** The serial number when it is an IMEI, as its 15 digits; null for another serial. */
  imei: string | null;
  /**
   * Admin answers only: the IMEI is on the lost-or-stolen blocklist now (with the blocklist's
   * reason), so the trade cannot be approved; null when it is not.
   */
  imei_blocked?: { reason: string } | null;
  description: string | null;
  /** Image URLs. */
  images: string[];
  tradePartnerId: string;
  tradePartner: string;
  estimatedValue: number;
  finalValue: number | null;
  rejectionReason: string | null;
  country: 'USA';
  /** The quote holds until then (30 days from approval); null before approval. */
  quoteValidUntil: string | null;
  inspection: TradeInspection | null;
  counteroffer: TradeCounteroffer | null;
  payout: TradePayout | null;
  /** Whether the customer may choose a payout now (value settled, none chosen yet). */
  payoutChoosable: boolean;
  /** Every step so far, oldest first (single-trade answers only; lists leave it empty). */
  timeline: TradeTimelineEntry[];
  /**
   * The prepaid inbound label bought when the trade was approved, with the carrier's tracking
   * (single-trade answers only; lists leave it null). `expires_at` is the ship-by date; `label_url`
   * is null once the label is no longer offered (the trade moved on, was cancelled or lapsed).
   */
  shipping_label: ParcelTracking | null;
  /** When the trade lapsed because the device was not sent within 21 days of approval (then cancelled). */
  label_lapsed_at: string | null;
}

/**
 * The customer's actions (accept-offer, decline-offer, cancel, payout): signed in as the owner, or
 * as a guest with the trade's tracking code and email.
 */
export interface TradeActionRequest {
  tracking_code?: string;
  email?: string;
}

/**
 * POST /api/trade/requests/{id}/payout, once. A bank transfer takes no bank details (sending any is
 * refused): the customer then sets up a recipient account at the payment provider with
 * POST /api/trade/requests/{id}/payout-account/link (a TradeActionRequest, answering a
 * PayoutAccountLink), and the transfer goes once that account is enabled.
 */
export interface TradePayoutRequest extends TradeActionRequest {
  method: TradePayoutMethod;
}

/**
 * A bank payout as public tracking shows it (no personal data, no free text): whether it waits for
 * the payout set-up, is on its way, or was sent.
 */
export interface TrackedBankPayout {
  status: TradePayoutStatus;
  /** Dollars. */
  amount: number;
  /** The recipient account's state at the payment provider. */
  account_state: PayoutAccountState;
  /** The transfer id (tr_…) once sent. */
  transfer_id: string | null;
  /** The last transfer attempt was refused by the provider (it is retried; the owner reads why signed in). */
  failed: boolean;
}

/** Admin IMEI blocklist (lost or stolen reports). */
export interface ImeiBlock {
  imei: string;
  reason: string;
  created_at: string;
}
export interface ImeiBlockRequest {
  imei: string;
  reason: string;
}

/**
 * GET /api/trade/track/{tracking code}, or /api/trade/track/{serial}?email={the trade's email}:
 * no personal data and no free text (neither the seller's description nor the review's reason).
 */
export interface TrackedTrade {
  tracking_code: string;
  brand: string;
  model: string;
  status: TradeStatusName;
  image: string | null;
  condition: TradeConditionName;
  estimatedValue: number;
  finalValue: number | null;
  submittedAt: string;
  reviewedAt: string | null;
  tradePartner: string;
  /** Dollars: the counteroffer waiting for the sender's answer (its reason goes by mail). */
  counterofferValue: number | null;
  /** Whether the sender may choose the payout now. */
  payoutChoosable: boolean;
  /**
   * Store credit was chosen but no account had verified the trade's email: it is held until an
   * account with that address follows the claim link mailed to it.
   */
  creditClaimPending: boolean;
  /** The bank payout once chosen; null for store credit or before a payout is chosen. */
  bank_payout: TrackedBankPayout | null;
  /**
   * The prepaid inbound label and its tracking, as on the owner's page: the track page is where a
   * guest prints it (whoever has the tracking code may), so `label_url` stays while it is offered.
   */
  shipping_label: ParcelTracking | null;
  /** When the trade lapsed because the device was not sent within 21 days of approval (then cancelled). */
  label_lapsed_at: string | null;
}

/** Filters of the admin trade list and its CSV export; search matches brand, model or partner. */
export interface AdminTradeQuery {
  search?: string;
  status?: TradeStatusName;
  /** Only trades whose chosen payout is awaiting payment ('pending') or paid. */
  payout_status?: TradePayoutStatus;
}

/** GET /api/admin/trades/payout-totals (dollars). */
export interface TradePayoutTotals {
  /** Bank payouts chosen and not yet sent. */
  awaiting_count: number;
  awaiting: number;
  transfers_paid: number;
  /** Store credit granted, the 10 % bonus included. */
  credit_granted: number;
  /** Trade-in value paid (transfers sent and credit granted) per month (UTC), the last 12 months with payouts, oldest first. */
  paid_by_month: { month: string; amount: number }[];
}

/** Query of GET /api/admin/trades (paged, newest first unless sorted by `submitted_at` or `brand`). */
export interface AdminTradesPageQuery extends AdminTradeQuery, PageQuery {}

export interface ReviewTradeRequest {
  status: TradeStatusName;
  /** Dollars; approving without one takes the estimate. */
  finalValue?: number | null;
  /** Required when rejecting. */
  rejectionReason?: string | null;
  /** With status 'inspected' (or a counteroffer made on inspection). */
  inspection?: { grade?: string | null; battery_health?: number | null; notes?: string | null };
  /** Dollars; required with status 'counteroffer'. */
  counteroffer_value?: number;
  /** Required with status 'counteroffer'. */
  counteroffer_reason?: string;
}

export interface TradeStatistics {
  totalTrades: number;
  pendingReviews: number;
  approvedToday: number;
  rejectedToday: number;
  /** Dollars: the final (else estimated) value of trades approved and still going on (received, inspected, offered, accepted) or completed. */
  totalRevenue: number;
  /** Dollars, 2 decimals: average estimated value over all trades. */
  averageTradeValue: number;
  /** Rounded percent of all trades that were approved, whatever came after (0 with no trades). */
  approvalRate: number;
  /** Registered customer accounts plus guests (distinct guest-trade emails with no account). */
  totalUsers: number;
  guestUsers: number;
  topBrands: { name: string; count: number; percentage: number }[];
}
