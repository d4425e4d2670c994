import { TRADE_CONDITIONS, type TradeCondition, type TradeStatus } from './constants';

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
} as const;

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
  completed: 'Trade completed successfully! Payment has been sent using your chosen payment method.',
};
export const TRADE_FINAL_PRICE_PENDING = 'Final pricing will be confirmed after device inspection.';
