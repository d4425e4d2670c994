import type {
  ProductConditionName,
  ProductVariant,
  ProductVariantDimension,
  ProductVariantOption,
  ProductVariants,
} from '@phonehub/contracts';
import { PRODUCT_CONDITIONS } from '@phonehub/domain';
import { buyableSql, type SqlStatement } from '@phonehub/server-catalogue';

// The product page's picker: every listing of the product's model. "The same model" is the rule
// the sold-out page's alternatives already use (brand and model equal in any case, any seller).

/** A row of variantsStatement. */
export interface VariantRow {
  id: string;
  brand: string;
  model: string;
  condition: string;
  storage: string | null;
  color: string | null;
  price_cents: number;
  stock_quantity: number;
}

/**
 * The listings a shopper may see of the model of product `id` (none when that product is unknown or
 * not buyable itself), cheapest first. ix_products_listing_brand serves the brand lookup.
 */
export function variantsStatement(id: string): SqlStatement {
  const text = `SELECT v.id, v.brand, v.model, v.condition, v.storage, v.color, v.price_cents, v.stock_quantity
  FROM products self
  JOIN products v ON lower(v.brand) = lower(self.brand) AND lower(v.model) = lower(self.model) AND ${buyableSql('v')}
  WHERE self.id = $1 AND ${buyableSql('self')}
  ORDER BY v.price_cents ASC, v.id ASC`;
  return { text, values: [id] };
}

const UNITS: Record<string, number> = { MB: 1 / 1024, GB: 1, TB: 1024 };

/** '512GB' → 512, '1 TB' → 1024; text that is not a capacity sorts last. */
export function storageSize(storage: string): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(MB|GB|TB)\s*$/i.exec(storage);
  return match ? Number(match[1]) * UNITS[match[2].toUpperCase()] : Number.POSITIVE_INFINITY;
}

const ORDER: Record<ProductVariantDimension, (a: string, b: string) => number> = {
  condition: (a, b) =>
    PRODUCT_CONDITIONS.indexOf(a as ProductConditionName) -
    PRODUCT_CONDITIONS.indexOf(b as ProductConditionName),
  storage: (a, b) => storageSize(a) - storageSize(b) || a.localeCompare(b, 'en'),
  color: (a, b) => a.localeCompare(b, 'en'),
};

/** Each value a dimension takes among the listings, with its lowest price in stock. */
function optionsOf(
  variants: readonly ProductVariant[],
  dimension: ProductVariantDimension,
): ProductVariantOption[] {
  const options = new Map<string, ProductVariantOption>();
  for (const variant of variants) {
    const value = variant[dimension];
    if (value === null) continue;
    const option = options.get(value) ?? { value, from_price_cents: null, in_stock: false };
    if (variant.in_stock) {
      option.in_stock = true;
      option.from_price_cents = Math.min(option.from_price_cents ?? variant.price_cents, variant.price_cents);
    }
    options.set(value, option);
  }
  return [...options.values()].sort((a, b) => ORDER[dimension](a.value, b.value));
}

/** The picker's answer from the listings (rows cheapest first, as the statement orders them). */
export function toProductVariants(rows: readonly VariantRow[], productId: string): ProductVariants {
  const self = rows.find((row) => row.id === productId) ?? rows[0];
  const variants = rows.map((row): ProductVariant => ({
    id: row.id,
    condition: row.condition as ProductConditionName,
    storage: row.storage,
    color: row.color,
    price_cents: row.price_cents,
    in_stock: row.stock_quantity > 0,
  }));
  return {
    brand: self.brand,
    model: self.model,
    variants,
    options: {
      condition: optionsOf(variants, 'condition'),
      storage: optionsOf(variants, 'storage'),
      color: optionsOf(variants, 'color'),
    },
  };
}
