import type { CategorySlug, Product, ProductRequestFields } from './catalogue';
import type { PageQuery } from './paging';

/** Query of GET /api/admin/products: newest first unless sorted (name, price, stock_quantity, created_at). */
export interface AdminProductsQuery extends PageQuery {
  category?: CategorySlug;
  /** 'platform': PhoneHub's own products; otherwise a seller's user id. */
  seller?: string;
  stock?: 'in' | 'out';
}

/** A product as the admin list shows it: deactivated and suspended sellers' products included. */
export interface AdminProduct extends Product {
  /** False when the product is deactivated or its seller is suspended (shoppers do not see it). */
  listed: boolean;
}

/**
 * POST /api/admin/products and PUT /api/admin/products/{id} (PUT replaces the fields). Name, brand
 * and price are required; the rest take the spec's admin defaults (condition Used, one in stock).
 * Images are URLs from POST /api/admin/products/images.
 */
export interface AdminProductRequest extends ProductRequestFields {
  /** Percent, 0 to 100; null when not stated. */
  battery_health?: number | null;
}

/** DELETE /api/admin/products/{id}: a product some order names is hidden (kept for the orders) instead. */
export interface AdminProductRemoval {
  id: string;
  outcome: 'deleted' | 'hidden';
}

export type ReviewType = 'staff' | 'customer';

/** A review as the admin reviews table shows it. */
export interface AdminReview {
  id: string;
  product_id: string;
  product_name: string;
  product_brand: string;
  product_model: string;
  /** The name shown with the review (the staff author's display name for staff reviews). */
  username: string;
  /** The customer's account; null for staff reviews (and for customers whose account was deleted). */
  user_id: string | null;
  user_email: string | null;
  rating: number;
  title: string;
  content: string;
  type: ReviewType;
  /** The author has a paid order containing the product (never for staff reviews). */
  verified_purchase: boolean;
  /** How many customers reported it. */
  report_count: number;
  /** Hidden by an admin: out of public lists and averages. */
  hidden: boolean;
  created_at: string;
}

/** Query of GET /api/admin/reviews (newest first); `search` matches product, author and title. */
export interface AdminReviewsQuery extends PageQuery {
  type?: ReviewType;
  /** 1 to 5. */
  rating?: number;
  product_id?: string;
  /** 'true': only reviews with at least one report. */
  reported?: 'true';
}

/**
 * POST /api/admin/reviews/staff (and the spec's /api/admin/reviews/fake, which records the same
 * staff review and may send `fake_username` for `author`).
 */
export interface StaffReviewRequest {
  product_id: string;
  /** Whole stars 1 to 5 (default 5). */
  rating?: number;
  /** 1 to 120 characters. */
  title: string;
  /** 1 to 2000 characters. */
  content: string;
  /** Display name, 1 to 60 characters. */
  author?: string;
  fake_username?: string;
}

/** PUT /api/admin/reviews/{id}/hidden. */
export interface ReviewHiddenRequest {
  hidden: boolean;
}

/** POST /api/reviews/{id}/report (signed in, once per customer and review). */
export interface ReportReviewRequest {
  /** 1 to 500 characters. */
  reason: string;
}

export interface ReviewReport {
  review_id: string;
  reason: string;
  created_at: string;
}

/** GET/PUT /api/admin/settings/reviews. */
export interface ReviewSettings {
  /** Staff reviews count in products' averages and review counts (off by default). */
  count_staff_reviews: boolean;
}
