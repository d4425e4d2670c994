import type { ConditionPrices, DevicePricing, DevicePricingRequest } from '@phonehub/contracts';
import { DEFAULT_STORAGE_OPTIONS } from '@phonehub/domain';

export const PRICE_FIELDS = [
  { name: 'base_price', label: 'Base Price' },
  { name: 'excellent', label: 'Excellent' },
  { name: 'very_good', label: 'Very Good' },
  { name: 'good', label: 'Good' },
  { name: 'fair', label: 'Fair' },
] as const;

export type PriceField = (typeof PRICE_FIELDS)[number]['name'];

/** The editor's text inputs, as typed. */
export type DevicePricingValues = { brand: string; model: string; storage: string } & Record<
  PriceField,
  string
>;

export function toFormValues(device?: DevicePricing): DevicePricingValues {
  const price = (value: number | undefined) => (device ? String(value ?? 0) : '');
  return {
    brand: device?.brand ?? '',
    model: device?.model ?? '',
    storage: (device?.storage_options ?? DEFAULT_STORAGE_OPTIONS).join(', '),
    base_price: price(device?.base_price),
    excellent: price(device?.condition_prices.excellent),
    very_good: price(device?.condition_prices.very_good),
    good: price(device?.condition_prices.good),
    fair: price(device?.condition_prices.fair),
  };
}

/** Spec section 5: split on commas, trimmed, blanks dropped. */
export function parseStorageOptions(text: string): string[] {
  return text
    .split(',')
    .map((option) => option.trim())
    .filter(Boolean);
}

/** Spec section 5: a blank price is 0. */
export const parsePrice = (text: string): number => (text.trim() === '' ? 0 : Number(text));

export function priceProblem(text: string): true | string {
  const value = parsePrice(text);
  if (!Number.isFinite(value)) return 'Enter an amount in dollars';
  return value >= 0 || 'Prices cannot be negative';
}

export function toRequest(values: DevicePricingValues): DevicePricingRequest {
  const storage = parseStorageOptions(values.storage);
  const conditionPrices: ConditionPrices = {
    excellent: parsePrice(values.excellent),
    very_good: parsePrice(values.very_good),
    good: parsePrice(values.good),
    fair: parsePrice(values.fair),
  };
  return {
    brand: values.brand.trim(),
    model: values.model.trim(),
    // None left: the API applies the default sizes.
    ...(storage.length ? { storage_options: storage } : {}),
    condition_prices: conditionPrices,
    base_price: parsePrice(values.base_price),
  };
}
