import { CART_STORAGE_KEY } from '@phonehub/domain';
import { useMemo, useSyncExternalStore } from 'react';

/** Sum of quantities in the stored cart; anything unreadable counts as empty. */
export function cartItemCount(raw: string | null): number {
  if (!raw) return 0;
  try {
    const items: unknown = JSON.parse(raw);
    if (!Array.isArray(items)) return 0;
    return items.reduce<number>((sum, item) => {
      const quantity = Number((item as { quantity?: unknown })?.quantity);
      return Number.isInteger(quantity) && quantity > 0 ? sum + quantity : sum;
    }, 0);
  } catch {
    return 0;
  }
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CART_STORAGE_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

function readCart(): string | null {
  try {
    return localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Follows the cart across tabs (storage events) and re-reads it on every render of this tab. */
export function useCartCount(): number {
  const raw = useSyncExternalStore(subscribe, readCart, () => null);
  return useMemo(() => cartItemCount(raw), [raw]);
}
