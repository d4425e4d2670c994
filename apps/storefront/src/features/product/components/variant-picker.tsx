import type { Product, ProductVariantDimension, ProductVariants } from '@phonehub/contracts';
import { formatCents } from '@phonehub/domain';
import { cx } from '@phonehub/ui';
import { useLocation, useNavigate } from 'react-router-dom';
import { closestVariant, otherChanges, VARIANT_DIMENSIONS, type VariantValues } from '../variant-choice';
import './variant-picker.css';

/** What a choice in the picker leaves in the history entry it replaces (read by the product page). */
export interface VariantPickState {
  variantPick: { dimension: ProductVariantDimension; value: string; from: VariantValues; scrollY: number };
}

export const variantPickOf = (state: unknown): VariantPickState['variantPick'] | undefined =>
  (state as Partial<VariantPickState> | null)?.variantPick;

/** The name of a dimension's radio group (the product page puts focus back on it after a choice). */
export const variantGroupName = (dimension: ProductVariantDimension) => `variant-${dimension}`;

export const hasVariantChoice = (variants: ProductVariants | undefined): variants is ProductVariants =>
  variants !== undefined && variants.variants.length > 1;

/**
 * One product page per model: the shopper switches grade, storage and colour among the model's
 * listings (any seller). Each value shows its lowest price in stock or that it is sold out (still
 * selectable, to see that page); a choice opens the closest listing with it in place of this one.
 * `selectedId` is the listing in the address, which leads `product` while that one loads.
 */
export function VariantPicker({
  product,
  variants,
  selectedId,
}: {
  product: Product;
  variants: ProductVariants;
  selectedId: string;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const selected: VariantValues = variants.variants.find((v) => v.id === selectedId) ?? product;
  const pick = variantPickOf(location.state);
  // Said once the chosen listing is shown: what else the choice had to change.
  const changed = pick && product.id === selectedId ? otherChanges(pick.from, product, pick.dimension) : [];

  const choose = (dimension: ProductVariantDimension, value: string) => {
    const target = closestVariant(variants.variants, selected, dimension, value);
    if (!target || target.id === selectedId) return;
    const state: VariantPickState = {
      variantPick: { dimension, value, from: selected, scrollY: window.scrollY },
    };
    // Replace: Back leaves the model's page instead of stepping through every option tried.
    navigate(`/product/${encodeURIComponent(target.id)}`, { replace: true, state });
  };

  return (
    <div className="variant-picker" aria-busy={product.id !== selectedId}>
      {VARIANT_DIMENSIONS.map(({ dimension, label }) => {
        const options = variants.options[dimension];
        if (options.length === 0) return null;
        return (
          <fieldset key={dimension} className="variant-picker__group">
            <legend className="variant-picker__legend">{label}</legend>
            <div className="variant-picker__options">
              {options.map((option) => (
                <label key={option.value} className={cx('variant-option', !option.in_stock && 'is-sold-out')}>
                  <input
                    type="radio"
                    className="variant-option__input"
                    name={variantGroupName(dimension)}
                    value={option.value}
                    checked={selected[dimension] === option.value}
                    onChange={() => choose(dimension, option.value)}
                  />
                  <span className="variant-option__value">{option.value}</span>
                  <span className="variant-option__price">
                    {option.from_price_cents === null
                      ? 'Sold out'
                      : `from ${formatCents(option.from_price_cents)}`}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        );
      })}
      <p className="variant-picker__note" role="status">
        {changed.length > 0 &&
          pick &&
          `Not available in ${otherChanges(product, pick.from, pick.dimension).join(' · ')}: showing ${pick.value} in ${changed.join(' · ')}.`}
      </p>
    </div>
  );
}
