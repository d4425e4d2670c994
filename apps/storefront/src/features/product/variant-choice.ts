import type { ProductVariant, ProductVariantDimension } from '@phonehub/contracts';

export type VariantValues = Pick<ProductVariant, ProductVariantDimension>;

/** The picker's rows, top to bottom, with their labels. */
export const VARIANT_DIMENSIONS: readonly { dimension: ProductVariantDimension; label: string }[] = [
  { dimension: 'condition', label: 'Condition' },
  { dimension: 'storage', label: 'Storage' },
  { dimension: 'color', label: 'Color' },
];

/**
 * How much keeping a value matters when another one changes: storage first (a deliberate choice that
 * sets the price), then the grade, then the colour; keeping both of the two others beats either.
 */
const KEEP_WEIGHT: Record<ProductVariantDimension, number> = { storage: 4, condition: 2, color: 1 };

/**
 * The listing a choice leads to, as the best refurbished shops pick it: one with the chosen value,
 * in stock if any is, then the one that keeps most of what `current` has (weighted as above), then
 * the cheapest. So a value shown as available always leads to a listing in stock, and a sold-out
 * value to its closest sold-out listing. `variants` come cheapest first; null when none has the value.
 */
export function closestVariant(
  variants: readonly ProductVariant[],
  current: VariantValues,
  dimension: ProductVariantDimension,
  value: string,
): ProductVariant | null {
  let best: ProductVariant | null = null;
  let bestScore = -1;
  for (const variant of variants) {
    if (variant[dimension] !== value) continue;
    let kept = 0;
    for (const other of Object.keys(KEEP_WEIGHT) as ProductVariantDimension[]) {
      if (other !== dimension && variant[other] === current[other]) kept += KEEP_WEIGHT[other];
    }
    // In stock outweighs every match; cheapest wins a tie because the list is cheapest first.
    const score = (variant.in_stock ? 8 : 0) + kept;
    if (score > bestScore) {
      best = variant;
      bestScore = score;
    }
  }
  return best;
}

/** The values of `to` that differ from `from`, other than `dimension`'s (what a choice changed besides). */
export function otherChanges(
  from: VariantValues,
  to: VariantValues,
  dimension: ProductVariantDimension,
): string[] {
  return VARIANT_DIMENSIONS.flatMap(({ dimension: other }) =>
    other !== dimension && to[other] !== from[other] && to[other] !== null ? [to[other] as string] : [],
  );
}
