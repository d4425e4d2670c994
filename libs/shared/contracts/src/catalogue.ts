import type { SellerSummary, SellerTerms } from './sellers';
/** The grades a product can have (admin form options; the listing filter offers a subset). */
export type ProductConditionName = 'New' | 'Excellent' | 'Very Good' | 'Good' | 'Fair' | 'Used';

/** Stored category: the slug of one of the six categories (labels come with the product). */
export type CategorySlug = 'smartphones' | 'laptops' | 'tablets' | 'smart-watches' | 'audio' | 'gaming';

export type ProductSort = 'created_at' | 'price' | '-price' | 'name' | '-name';

/** A product as the listing and the detail page read it. Money is in dollars with 2 decimals. */
export interface Product {
  id: string;
  name: string;
  brand: string;
  model: string;
  price: number;
  /** The price new; null when unknown. */
  original_price: number | null;
  /** round(100 × (1 − price / original_price)); null without a (higher) original price. */
  discount_percentage: number | null;
  condition: ProductConditionName;
  /** What the grade means for this unit, e.g. 'Light scratches on the frame, screen flawless'. */
  condition_description: string;
  storage: string | null;
  color: string | null;
  category: CategorySlug;
  /** The singular label of the category, e.g. 'Smartwatch'. */
  category_label: string;
  subcategory: string | null;
  description: string;
  /** Image URLs, best first; `image_url` is the first of them (null with none). */
  images: string[];
  image_url: string | null;
  specifications: Record<string, string>;
  stock_quantity: number;
  /** Same as stock_quantity (the product page reads `stock`). */
  stock: number;
  in_stock: boolean;
  /** Battery capacity left, in percent, where the device has a battery worth stating. */
  battery_health: number | null;
  /** Average of visible customer reviews (and staff ones when the admin setting says so) to one decimal; null when there are none. */
  rating: number | null;
  review_count: number;
  views: number;
  /** null: sold by PhoneHub itself. */
  seller_id: string | null;
  /** Who sells it ("Sold by {company_name}"); null: PhoneHub itself. */
  seller: SellerSummary | null;
  /** A marketplace seller's warranty, returns and shipping; null: PhoneHub's own terms apply. */
  terms: SellerTerms | null;
  created_at: string;
  updated_at: string;
}

/** Query of GET /api/products. */
export interface ProductQuery {
  /** From 1 (default 1). */
  page?: number;
  /** 1 to 48 (default 12). */
  limit?: number;
  /** Default created_at (newest first); with `search` and no sort, best match first. */
  sort?: ProductSort;
  search?: string;
  /** The slug, the singular label (Smartphone) or the admin's plural one (Smartphones); any case. */
  category?: string;
  brand?: string;
  /** Exact model, any case. */
  model?: string;
  /** One or several, comma-separated (the API also takes the parameter repeated). */
  condition?: string;
  /** Dollars. */
  minPrice?: number;
  maxPrice?: number;
  /** Default true; false lists only products in stock. */
  includeOutOfStock?: boolean;
}

export interface ProductListResponse {
  products: Product[];
  totalPages: number;
  /** Exact up to 1,000 matches; past that it is 1,000 and `totalIsCapped` is true ("1,000+ results"). */
  total: number;
  totalIsCapped: boolean;
  page: number;
  limit: number;
}

/** The most products one page of GET /api/catalogue/sitemap may ask for (and its default). */
export const SITEMAP_PRODUCTS_PAGE_MAX = 5000;

/** One listed product as the sitemap names it: its page is /product/{id}, `updated_at` its lastmod. */
export interface SitemapProduct {
  id: string;
  updated_at: string;
}

/**
 * GET /api/catalogue/sitemap?after=&limit=: every listed product (the listing's visibility, sold-out
 * ones included) in id order, by keyset. `next` is the `after` of the following page, null on the last.
 */
export interface SitemapProductsResponse {
  products: SitemapProduct[];
  next: string | null;
}

/** A review as the product page shows it. */
export interface Review {
  id: string;
  product_id: string;
  rating: number;
  title: string;
  /** Plain text as written (it may contain '<'); the page escapes it. */
  content: string;
  /** First name and last initial, e.g. 'Jamie R.'. */
  username: string;
  /** True only when the author has a paid order containing this product. */
  verified_purchase: boolean;
  /** Written by PhoneHub staff (shown as 'Staff review'), not a customer. */
  is_staff: boolean;
  /** 'staff' exactly when is_staff. */
  type: 'staff' | 'customer';
  created_at: string;
}

/** One of the signed-in user's own reviews (GET /api/reviews/user). */
export interface UserReview extends Review {
  product_name: string;
  product_brand: string;
  product_model: string;
}

export interface CreateReviewRequest {
  /** Whole stars, 1 to 5. */
  rating: number;
  /** 1 to 120 characters. */
  title: string;
  /** 1 to 2000 characters. */
  content: string;
}

/** A listing of a model as the product page's picker reads it (GET /api/products/:id/variants). */
export interface ProductVariant {
  id: string;
  condition: ProductConditionName;
  storage: string | null;
  color: string | null;
  price_cents: number;
  in_stock: boolean;
}

/** One value of a picker dimension among the model's listings. */
export interface ProductVariantOption {
  value: string;
  /** The cheapest listing in stock with this value; null when every listing with it is sold out. */
  from_price_cents: number | null;
  in_stock: boolean;
}

export type ProductVariantDimension = 'condition' | 'storage' | 'color';

/**
 * Every listing a shopper may see of one model (same brand and model, any case, any seller),
 * sold-out ones included, cheapest first; and each dimension's values in display order (grades
 * best first, storage smallest first, colours by name). A dimension no listing states is empty.
 */
export interface ProductVariants {
  brand: string;
  model: string;
  variants: ProductVariant[];
  options: Record<ProductVariantDimension, ProductVariantOption[]>;
}

/** The product fields the admin's and the sellers' product forms both send; each endpoint adds its own. */
export interface ProductRequestFields {
  name: string;
  brand: string;
  model?: string;
  /** Dollars, more than 0 and at most 10,000. */
  price: number;
  /** Dollars; null or more than price. */
  original_price?: number | null;
  condition?: ProductConditionName;
  category?: CategorySlug;
  storage?: string | null;
  color?: string | null;
  description?: string;
  /** URLs from the endpoint's own images upload (at most 10). */
  images?: string[];
  specifications?: Record<string, string>;
  /** 0 to 10,000. */
  stock_quantity?: number;
}
