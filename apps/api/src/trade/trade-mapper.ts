import type {
  ParcelTracking,
  PayoutAccountStatus,
  TrackedBankPayout,
  TrackedTrade,
  TradePayout,
  TradeRequest,
  TradeTimelineEntry,
} from '@phonehub/contracts';
import { toDollars, TRADE_QUOTE_VALID_DAYS } from '@phonehub/domain';
import type { TradeRequestEntity } from './entities/trade-request.entity';
import { tradeImageUrl } from './uploads/trade-images.service';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether the customer may choose a payout now: the value is settled and none is chosen. */
export function payoutChoosable(row: TradeRequestEntity): boolean {
  return (row.status === 'inspected' || row.status === 'accepted') && row.payoutMethod === null;
}

/** `account`: the owner's recipient account at the provider, for a bank payout (TradePayoutAccounts.statusOf). */
function toPayout(row: TradeRequestEntity, account: PayoutAccountStatus | null): TradePayout | null {
  if (!row.payoutMethod || row.payoutStatus === null || row.payoutCents === null) return null;
  const bank = row.payoutMethod === 'bank_transfer';
  return {
    method: row.payoutMethod,
    status: row.payoutStatus,
    amount: toDollars(row.payoutCents),
    reference: row.payoutReference,
    paid_at: row.paidAt?.toISOString() ?? null,
    payout_account: bank ? account : null,
    failure: bank && row.payoutStatus === 'pending' ? row.payoutFailure : null,
  };
}

/** The transfer id of a bank payout sent by the provider (older ones were marked paid by hand with a reference). */
export const transferIdOf = (row: Pick<TradeRequestEntity, 'payoutStatus' | 'payoutReference'>) =>
  row.payoutStatus === 'paid' && row.payoutReference?.startsWith('tr_') ? row.payoutReference : null;

function toTrackedBankPayout(
  row: TradeRequestEntity,
  account: PayoutAccountStatus | null,
): TrackedBankPayout | null {
  if (row.payoutMethod !== 'bank_transfer' || row.payoutStatus === null || row.payoutCents === null)
    return null;
  return {
    status: row.payoutStatus,
    amount: toDollars(row.payoutCents),
    account_state: account?.state ?? 'not_started',
    transfer_id: transferIdOf(row),
    failed: row.payoutStatus === 'pending' && row.payoutFailure !== null,
  };
}

/**
 * Lists leave the timeline and the label out (queries per trade); single-trade answers pass them.
 * `payoutAccount`: the recipient account of a bank payout (TradePayoutAccounts.statusOf), null for
 * other trades; `label`: the prepaid label and its tracking as offered (TradeLabels.labelOf).
 */
export function toTradeRequest(
  row: TradeRequestEntity,
  timeline: TradeTimelineEntry[] = [],
  payoutAccount: PayoutAccountStatus | null = null,
  label: ParcelTracking | null = null,
): TradeRequest {
  return {
    id: row.id,
    tracking_code: row.trackingCode,
    userId: row.userId,
    isGuest: row.isGuest,
    status: row.status,
    submittedAt: row.submittedAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    brand: row.brand,
    model: row.model,
    storage: row.storage,
    color: row.color,
    condition: row.condition,
    serialNumber: row.serialNumber,
    imei: row.imei,
    description: row.description,
    images: row.images.map(tradeImageUrl),
    tradePartnerId: row.partnerId,
    tradePartner: row.partnerName,
    estimatedValue: toDollars(row.estimatedValueCents),
    finalValue: row.finalValueCents === null ? null : toDollars(row.finalValueCents),
    rejectionReason: row.rejectionReason,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    street: row.street,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    country: 'USA',
    quoteValidUntil: row.approvedAt
      ? new Date(row.approvedAt.getTime() + TRADE_QUOTE_VALID_DAYS * DAY_MS).toISOString()
      : null,
    inspection:
      row.inspectedAt === null
        ? null
        : {
            grade: row.inspectionGrade,
            battery_health: row.batteryHealth,
            notes: row.inspectionNotes,
            inspected_at: row.inspectedAt.toISOString(),
          },
    counteroffer:
      row.counterofferCents === null || row.counterofferReason === null
        ? null
        : { value: toDollars(row.counterofferCents), reason: row.counterofferReason },
    payout: toPayout(row, payoutAccount),
    payoutChoosable: payoutChoosable(row),
    timeline,
    shipping_label: label,
    label_lapsed_at: row.labelLapsedAt?.toISOString() ?? null,
  };
}

/**
 * Tracking is public: the device and its progress, never who sent it or where from, and no free
 * text (the seller's description, the reviewer's reason: the owner reads those signed in or by mail).
 * The prepaid label is on it (the code is what a guest has to print it); the carrier's scans name
 * places along the way, not the sender's address.
 */
export function toTrackedTrade(
  row: TradeRequestEntity,
  payoutAccount: PayoutAccountStatus | null = null,
  label: ParcelTracking | null = null,
): TrackedTrade {
  return {
    tracking_code: row.trackingCode,
    brand: row.brand,
    model: row.model,
    status: row.status,
    image: row.images.length > 0 ? tradeImageUrl(row.images[0]) : null,
    condition: row.condition,
    estimatedValue: toDollars(row.estimatedValueCents),
    finalValue: row.finalValueCents === null ? null : toDollars(row.finalValueCents),
    submittedAt: row.submittedAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    tradePartner: row.partnerName,
    counterofferValue:
      row.status === 'counteroffer' && row.counterofferCents !== null
        ? toDollars(row.counterofferCents)
        : null,
    payoutChoosable: payoutChoosable(row),
    creditClaimPending: creditClaimPending(row),
    bank_payout: toTrackedBankPayout(row, payoutAccount),
    shipping_label: label,
    label_lapsed_at: row.labelLapsedAt?.toISOString() ?? null,
  };
}

/** Store credit chosen and held for the trade's address until an account proves it owns it. */
export function creditClaimPending(row: TradeRequestEntity): boolean {
  return row.payoutMethod === 'store_credit' && row.payoutStatus === 'pending';
}

export const CSV_HEADER = [
  'tracking_code',
  'submitted_at',
  'status',
  'brand',
  'model',
  'storage',
  'color',
  'condition',
  'serial_number',
  'trade_partner',
  'estimated_value',
  'final_value',
  'reviewed_at',
  'rejection_reason',
  'is_guest',
  'first_name',
  'last_name',
  'email',
  'phone',
  'city',
  'state',
  'zip_code',
] as const;

export function toCsvRow(row: TradeRequestEntity): (string | number | boolean | null)[] {
  return [
    row.trackingCode,
    row.submittedAt.toISOString(),
    row.status,
    row.brand,
    row.model,
    row.storage,
    row.color,
    row.condition,
    row.serialNumber,
    row.partnerName,
    toDollars(row.estimatedValueCents).toFixed(2),
    row.finalValueCents === null ? null : toDollars(row.finalValueCents).toFixed(2),
    row.reviewedAt?.toISOString() ?? null,
    row.rejectionReason,
    row.isGuest,
    row.firstName,
    row.lastName,
    row.email,
    row.phone,
    row.city,
    row.state,
    row.zipCode,
  ];
}
