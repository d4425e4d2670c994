import type { ProductVariant } from '@phonehub/contracts';
import { closestVariant, otherChanges } from './variant-choice';

const v = (
  id: string,
  condition: ProductVariant['condition'],
  storage: string,
  color: string,
  in_stock = true,
): ProductVariant => ({
  id,
  condition,
  storage,
  color,
  price_cents: 0,
  in_stock,
});

describe('closestVariant', () => {
  const current = { condition: 'Excellent', storage: '128GB', color: 'Black' } as const;

  it('keeps storage before the grade, and the grade before the colour', () => {
    const blue = [v('same-grade', 'Excellent', '256GB', 'Blue'), v('same-storage', 'Good', '128GB', 'Blue')];
    expect(closestVariant(blue, current, 'color', 'Blue')?.id).toBe('same-storage');
    const big = [v('same-colour', 'Good', '256GB', 'Black'), v('same-grade', 'Excellent', '256GB', 'Red')];
    expect(closestVariant(big, current, 'storage', '256GB')?.id).toBe('same-grade');
    const fair = [v('same-colour', 'Fair', '256GB', 'Black'), v('same-storage', 'Fair', '128GB', 'Red')];
    expect(closestVariant(fair, current, 'condition', 'Fair')?.id).toBe('same-storage');
  });

  it('prefers a listing in stock to a closer sold-out one, and falls back to the closest sold-out one', () => {
    const exactSoldOut = v('exact', 'Excellent', '256GB', 'Black', false);
    const far = v('far', 'Fair', '256GB', 'Red');
    expect(closestVariant([exactSoldOut, far], current, 'storage', '256GB')?.id).toBe('far');
    expect(closestVariant([exactSoldOut, { ...far, in_stock: false }], current, 'storage', '256GB')?.id).toBe(
      'exact',
    );
  });

  it('takes the first (cheapest) of equally close listings, and none for a value no listing has', () => {
    const variants = [v('cheap', 'Good', '128GB', 'Black'), v('dear', 'Good', '128GB', 'Black')];
    expect(closestVariant(variants, current, 'condition', 'Good')?.id).toBe('cheap');
    expect(closestVariant(variants, current, 'condition', 'Fair')).toBeNull();
  });
});

it('otherChanges names what a choice changed besides the chosen value', () => {
  const from = { condition: 'Excellent', storage: '128GB', color: 'Black' } as const;
  expect(otherChanges(from, { condition: 'Good', storage: '256GB', color: 'Black' }, 'storage')).toEqual([
    'Good',
  ]);
  expect(otherChanges(from, { condition: 'Excellent', storage: '256GB', color: 'Black' }, 'storage')).toEqual(
    [],
  );
});
