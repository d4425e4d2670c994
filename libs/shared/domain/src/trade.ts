import { TRADE_CONDITIONS, type TradeCondition, type TradeStatus } from './constants';
import { checkSerial, type FieldCheck, VALIDATION_MESSAGES } from './validation';

/** The serial number field's longest value (an IMEI may be written with spaces and separators). */
const SERIAL_MAX_LENGTH = 50;

// Trade-in rules shared by the wizard (for its offline fallback) and the API (for the real quote).

/** Spec section 9: the local estimate's multipliers on a base model value. */
export const FALLBACK_TRADE_MULTIPLIERS: Readonly<Record<TradeCondition, number>> = {
  excellent: 0.9,
  very_good: 0.75,
  good: 0.6,
  fair: 0.45,
};
export const FALLBACK_OTHER_MULTIPLIER = 0.5;
export const FALLBACK_BASE_VALUE = 500;

/** Each storage option above a device's smallest adds this share of the condition price. */
export const STORAGE_STEP_RATE = 0.1;

export const TRADE_IMAGES_MIN = 1;
export const TRADE_IMAGES_MAX = 10;
export const TRADE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export const TRADE_MESSAGES = {
  unsafeText: 'Text may not contain scripts, "javascript:" links or event handlers',
  deviceNotFound: 'Device not found',
  unknownCondition: `Condition must be one of: ${TRADE_CONDITIONS.join(', ')}`,
  images: `Please add between ${TRADE_IMAGES_MIN} and ${TRADE_IMAGES_MAX} photos of your device`,
  imageType: 'Only JPEG, PNG or WebP images are accepted',
  imageTooLarge: `Each image must be at most ${TRADE_IMAGE_MAX_BYTES / (1024 * 1024)} MB`,
  partner: 'Please choose a trade partner',
  trackNotFound: 'Trade not found. Please check your tracking ID.',
  imeiInvalid: 'This IMEI is not valid: an IMEI has 15 digits and its last digit must match the check digit',
  imeiBlocked: 'This device has been reported lost or stolen and cannot be traded in',
  imeiInOpenTrade: 'This device is already part of another open trade-in',
  imeiBlockedAtReview:
    'This device is on the lost-or-stolen IMEI blocklist: the trade-in cannot be approved or valued. Reject it instead.',
  counterofferReason: 'Please give the new value and a reason for the counteroffer',
  payoutChosen: 'A payout has already been chosen for this trade',
  payoutNotReady: 'A payout can be chosen once the value of the trade is settled',
  payoutNotChosen: 'The customer has not chosen a payout yet',
} as const;

/** Store credit pays the settled value plus this share on top. */
export const STORE_CREDIT_BONUS_RATE = 0.1;
/** An approved quote holds this long; a device arriving later is re-quoted at that day's price. */
export const TRADE_QUOTE_VALID_DAYS = 30;

/** Store credit for a settled value: value + 10 %, in whole cents. */
export function storeCreditCents(valueCents: number): number {
  return Math.round(valueCents * (1 + STORE_CREDIT_BONUS_RATE));
}

/** Whether the quote given at `approvedAt` still holds at `now` (30 days). */
export function tradeQuoteValid(approvedAt: Date, now: Date = new Date()): boolean {
  return now.getTime() - approvedAt.getTime() <= TRADE_QUOTE_VALID_DAYS * 24 * 60 * 60 * 1000;
}

/** The Luhn check over a string of digits (the last one is the check digit). */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * An IMEI written any way ('IMEI 35-699887-766554-2', '356998877665542'): letters, spaces and
 * separators are not part of it, so only its digits are kept. Returns the 15 digits when they pass
 * the Luhn check, null otherwise. Both the trade wizard and the API read an IMEI through this.
 */
export function normaliseImei(value: string): string | null {
  const digits = value.replace(/\D/g, '');
  return digits.length === 15 && luhnValid(digits) ? digits : null;
}

/** An identifier with this many digits or more is an IMEI (serial numbers carry fewer). */
export const IMEI_MIN_DIGITS = 14;

/**
 * A trade's serial number field holding IMEI_MIN_DIGITS digits or more, whatever letters, spaces or
 * separators surround them, is read as an IMEI: it must then be one (normaliseImei). Returns the 15
 * digits, null for a serial that is not an IMEI, or 'invalid'.
 */
export function readImei(serial: string): string | null | 'invalid' {
  if (serial.replace(/\D/g, '').length < IMEI_MIN_DIGITS) return null;
  return normaliseImei(serial) ?? 'invalid';
}

/**
 * The trade's serial number field: an IMEI, written any way (see readImei), or a serial number of
 * 6-50 letters and digits. Null when it will do, else the sentence to show.
 */
export const checkSerialOrImei: FieldCheck = (value) => {
  if (value.trim().length > SERIAL_MAX_LENGTH) return VALIDATION_MESSAGES.serial;
  const imei = readImei(value);
  if (imei === 'invalid') return TRADE_MESSAGES.imeiInvalid;
  return imei ? null : checkSerial(value);
};

/** What a trade stores as its serial number: an IMEI as its 15 digits, any other serial as given. */
export function normaliseSerial(serial: string): string {
  const imei = readImei(serial);
  return imei && imei !== 'invalid' ? imei : serial.trim();
}

/**
 * The admin's steps that approve a device or settle its value: refused (API) and not offered (admin
 * portal) while its IMEI is on the lost-or-stolen blocklist. Rejecting it stays possible.
 */
export const IMEI_BLOCKED_STEPS: readonly TradeStatus[] = ['approved', 'inspected', 'counteroffer'];

/** Trades whose device is still with the customer or with us and not yet settled. */
export const TRADE_OPEN_STATUSES = [
  'pending_review',
  'approved',
  'received',
  'inspected',
  'counteroffer',
  'accepted',
] as const;

export function isTradeCondition(value: unknown): value is TradeCondition {
  return typeof value === 'string' && (TRADE_CONDITIONS as readonly string[]).includes(value);
}

/**
 * The wizard's estimate when the quote call fails: base value × the condition's multiplier
 * (0.5 for an unknown condition), in whole dollars.
 */
export function fallbackTradeEstimate(condition: string, baseValue: number = FALLBACK_BASE_VALUE): number {
  const multiplier = isTradeCondition(condition)
    ? FALLBACK_TRADE_MULTIPLIERS[condition]
    : FALLBACK_OTHER_MULTIPLIER;
  return Math.round(baseValue * multiplier);
}

/**
 * The server's quote in whole dollars: the condition price, plus STORAGE_STEP_RATE of it for each
 * step the chosen storage sits above the first (smallest) of the device's options.
 * Returns null when the storage is not one of the options.
 */
export function tradeQuoteDollars(
  conditionPriceCents: number,
  storageOptions: readonly string[],
  storage: string,
): number | null {
  const wanted = storage.trim().toLowerCase();
  const step = storageOptions.findIndex((option) => option.trim().toLowerCase() === wanted);
  if (step < 0) return null;
  return Math.round((conditionPriceCents / 100) * (1 + STORAGE_STEP_RATE * step));
}

// Spec section 5: trade inputs refuse markup that could run in a page.
const UNSAFE_PATTERNS = [/<\s*\/?\s*script\b/i, /javascript\s*:/i, /\bon[a-z]+\s*=/i];

export function containsUnsafeMarkup(value: string): boolean {
  return UNSAFE_PATTERNS.some((pattern) => pattern.test(value));
}

/** Trades per brand, most first (ties by name), the top ones with a whole-number share of all trades. */
export function brandShares(
  counts: readonly { name: string; count: number }[],
  top = 5,
): { name: string; count: number; percentage: number }[] {
  const total = counts.reduce((sum, brand) => sum + brand.count, 0);
  return [...counts]
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
    .slice(0, top)
    .map(({ name, count }) => ({ name, count, percentage: Math.round((100 * count) / total) }));
}

/** Spec section 4: 'PENDING REVIEW' — upper case, the first underscore replaced by a space. */
export function tradeStatusLabel(status: string): string {
  return status.replace('_', ' ').toUpperCase();
}

/** 'very_good' → 'Very Good'. */
export function tradeConditionLabel(condition: string): string {
  return condition
    .split('_')
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ');
}

/** Spec section 4: the trade detail's status banner. */
export const TRADE_STATUS_MESSAGES: Readonly<Record<TradeStatus, string>> = {
  pending_review: "Your trade request is being reviewed. We'll update you within 24-48 hours.",
  approved: "Congratulations! Your trade has been approved. You'll receive payment instructions soon.",
  rejected: 'Unfortunately, your trade request was not approved. See details below.',
  received: 'We have received your device and will inspect it shortly.',
  inspected: 'Your device has been inspected. Choose how you would like to be paid.',
  counteroffer: 'After inspection we can offer a different value. Please accept or decline the offer.',
  accepted: 'You accepted our offer. Choose how you would like to be paid.',
  returned: 'You declined our offer. Your device is on its way back to you, free of charge.',
  cancelled: 'You cancelled this trade-in.',
  completed: 'Trade completed successfully! Payment has been sent using your chosen payment method.',
};
export const TRADE_FINAL_PRICE_PENDING = 'Final pricing will be confirmed after device inspection.';
