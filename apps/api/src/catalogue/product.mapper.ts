import type { CategorySlug, Product, ProductConditionName } from '@phonehub/contracts';
import { categoryLabel } from './catalogue-terms';
import { toDollars } from '@phonehub/domain';

/** A row of the statements in product-listing.query.ts, as node-postgres returns it. */
export interface ProductRow {
  id: string;
  name: string;
  brand: string;
  model: string;
  price_cents: number;
  original_price_cents: number | null;
  condition: string;
  condition_description: string;
  storage: string | null;
  color: string | null;
  category: string;
  subcategory: string | null;
  description: string;
  images: string[];
  specifications: Record<string, string>;
  stock_quantity: number;
  battery_health: number | null;
  views: number;
  seller_id: string | null;
  created_at: Date;
  updated_at: Date;
  /** numeric: a string such as '4.5', or null without customer reviews. */
  rating: string | null;
  review_count: number;
}

/** A row of the listing statement: `total` on every row; a page with no products is one row with a null id. */
export type ListingRow = { total: number } & (ProductRow | ({ id: null } & Partial<Omit<ProductRow, 'id'>>));


/** round(100 × (1 − price/original)), computed on integers so halves round the same way every time. */
export function discountPercentage(priceCents: number, originalCents: number | null): number | null {
  if (originalCents === null || originalCents <= priceCents) return null;
  return Math.round((100 * (originalCents - priceCents)) / originalCents);
}

export function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    name: row.name,
    brand: row.brand,
    model: row.model,
    price: toDollars(row.price_cents),
    original_price: row.original_price_cents === null ? null : toDollars(row.original_price_cents),
    discount_percentage: discountPercentage(row.price_cents, row.original_price_cents),
    condition: row.condition as ProductConditionName,
    condition_description: row.condition_description,
    storage: row.storage,
    color: row.color,
    category: row.category as CategorySlug,
    category_label: categoryLabel(row.category),
    subcategory: row.subcategory,
    description: row.description,
    images: row.images,
    image_url: row.images[0] ?? null,
    specifications: row.specifications,
    stock_quantity: row.stock_quantity,
    stock: row.stock_quantity,
    in_stock: row.stock_quantity > 0,
    battery_health: row.battery_health,
    rating: row.rating === null ? null : Number(row.rating),
    review_count: row.review_count,
    views: row.views,
    seller_id: row.seller_id,
    // Seller names and terms arrive with the seller products (issue 12); until then every row reads as PhoneHub's terms.
    seller: null,
    terms: null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
