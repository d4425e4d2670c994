import type { CartItem } from '@phonehub/domain';
import type { BadgeTone } from '@phonehub/ui';

/** From this many units down, the page says 'Only N left'. */
export const LOW_STOCK_THRESHOLD = 5;

export interface StockState {
  label: string;
  tone: BadgeTone;
  available: boolean;
}

export function stockState(stock: number): StockState {
  if (stock <= 0) return { label: 'Out of stock', tone: 'danger', available: false };
  if (stock <= LOW_STOCK_THRESHOLD) return { label: `Only ${stock} left`, tone: 'warning', available: true };
  return { label: 'In stock', tone: 'success', available: true };
}

const CONDITION_TONES: Record<string, BadgeTone> = {
  New: 'info',
  Excellent: 'success',
  'Very Good': 'success',
  Good: 'brand',
  Fair: 'warning',
  Used: 'neutral',
};

export const conditionTone = (condition: string): BadgeTone => CONDITION_TONES[condition] ?? 'neutral';

/** 'Storage: 128GB · Color: Blue' style details of a cart line or product, skipping blanks. */
export function variantText(item: Pick<CartItem, 'storage' | 'color'>): string {
  return [item.storage, item.color].filter(Boolean).join(' · ');
}
