import type { CategorySlug, Product, ProductConditionName, SellerTerms } from '@phonehub/contracts';
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
  warranty_months: number;
  return_policy_days: number;
  shipping_cost_cents: number;
  free_shipping: boolean;
  estimated_delivery_days: number;
  tags: string[];
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

/** The terms a seller's product is sold on; PhoneHub's own products (no seller) have none. */
export function toSellerTerms(row: ProductRow): SellerTerms | null {
  if (row.seller_id === null) return null;
  return {
    warranty_months: row.warranty_months,
    return_policy_days: row.return_policy_days,
    shipping_cost: toDollars(row.shipping_cost_cents),
    free_shipping: row.free_shipping,
    estimated_delivery_days: row.estimated_delivery_days,
    tags: row.tags,
  };
}

/** A row with its seller's company name, read once for all rows of a page (ProductsService.toProducts). */
export type NamedProductRow = ProductRow & { seller_company_name?: string | null };

export function toProduct(row: NamedProductRow): Product {
  const company = row.seller_company_name;
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
    seller_id: row.seller_id,
    seller: row.seller_id !== null && company ? { id: row.seller_id, company_name: company } : null,
    terms: toSellerTerms(row),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    // Last: the product page's ETag leaves it out by cutting it off the end of the JSON (http-cache.ts).
    views: row.views,
  };
}
