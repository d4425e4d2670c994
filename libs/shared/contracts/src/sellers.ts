// Marketplace sellers: their products, their lines of orders, their money, and the admins' view.
// Money named *_cents is integer cents; other money is dollars with 2 decimals.
import type { Product, ProductRequestFields } from './catalogue';

import type { OrderStatus, ShippingAddress, ShippingMethodName } from './orders';
import type { PageQuery } from './paging';
import type { ParcelTracking } from './shipping';

/** Who sells a product or an order line: null is PhoneHub itself. */
export interface SellerSummary {
  id: string;
  company_name: string;
}

/**
 * POST /api/seller/products and PUT /api/seller/products/{id} (a seller who may sell). Defaults (spec
 * section 3): condition Good, category smartphones, stock_quantity 1, warranty_months 0,
 * return_policy_days 30, shipping_cost 0, free_shipping true, estimated_delivery_days 3. Images are
 * URLs from POST /api/seller/products/images.
 */
export interface SellerProductRequest extends ProductRequestFields {
  model: string;
  /** 0 to 36. */
  warranty_months?: number;
  /** 30 to 365: never less than the shop's own 30-day returns. */
  return_policy_days?: number;
  /** Dollars, 0 to the parcel shipping cap ($50 unless the API is configured otherwise); ignored (0) when free_shipping. */
  shipping_cost?: number;
  free_shipping?: boolean;
  /** 1 to 30. */
  estimated_delivery_days?: number;
  /** Up to 10 tags of up to 30 characters. */
  tags?: string[];
}

/** POST /api/seller/products/images (multipart `image`): where the checked image is served from. */
export interface SellerImageUpload {
  url: string;
}

/** The terms a marketplace product is sold on (shown on cards and the product page). */
export interface SellerTerms {
  warranty_months: number;
  return_policy_days: number;
  /** Dollars. */
  shipping_cost: number;
  free_shipping: boolean;
  estimated_delivery_days: number;
  tags: string[];
}

/** A seller's own product (GET /api/seller/products rows). `hidden`: deleted after it had orders. */
export interface SellerProduct extends Product {
  terms: SellerTerms;
  status: 'active' | 'hidden';
  units_sold: number;
}

/** Query of GET /api/seller/products: newest first unless sorted (`name`, `price`, `stock_quantity`). */
export type SellerProductsQuery = PageQuery;

/** One of the seller's lines in an order; fee and payout were fixed when the order was placed. */
export interface SellerOrderLine {
  /** The order line's id. */
  id: string;
  product_id: string | null;
  product_name: string;
  quantity: number;
  /** Unit price in dollars. */
  price: number;
  /** The platform fee on the line (4 % when the order was placed), cents. */
  fee_cents: number;
  /** What the seller earns for the line (line total − fee), cents. */
  payout_cents: number;
  tracking_number: string | null;
  shipped_at: string | null;
}

/** GET /api/seller/orders rows: an order holding the seller's lines, showing only those lines. */
export interface SellerOrder {
  id: string;
  created_at: string;
  status: OrderStatus;
  /** The name on the shipping address; null until the order is paid (the buyer's details are not shown before). */
  customer_name: string | null;
  /** Null until the order is paid. */
  shipping_address: ShippingAddress | null;
  shipping_method: ShippingMethodName;
  lines: SellerOrderLine[];
  /** What the shopper paid for the seller's part: the lines' totals plus shipping_cents, cents. */
  total_cents: number;
  /**
   * The platform fee on the seller's part: the lines' fee_cents plus the fee on the shipping
   * (orders placed before the fee covered shipping carry none on it), cents.
   */
  fee_cents: number;
  /** What the seller earns for the order: total_cents − fee_cents. */
  payout_cents: number;
  /** The shipping the shopper paid for the seller's parcel, cents (included in total_cents; the fee covers it too). */
  shipping_cents: number;
  /**
   * The label bought for the seller's parcel (GET …/label-rates, POST …/label), with its label_url to
   * print and the carrier's tracking; null until one is bought (a parcel shipped by hand has none).
   */
  parcel_tracking: ParcelTracking | null;
}

/** Query of GET /api/seller/orders: newest first; `to_ship`: paid lines not yet shipped. */
export interface SellerOrdersQuery extends PageQuery {
  status?: 'to_ship' | 'shipped';
}

/** POST /api/seller/orders/{id}/ship: marks the seller's lines of the order shipped. */
export interface ShipSellerLinesRequest {
  tracking_number: string;
}

/** GET /api/seller/stats: real figures only. */
export interface SellerStats {
  product_count: number;
  units_sold: number;
  /** Paid lines' totals, less refunds, cents. */
  revenue_cents: number;
  /** Platform fees on the paid lines and on their parcels' shipping, cents. */
  fees_cents: number;
  /** Shipping credited for the seller's parcels (less the fee on it), less refunds, cents. */
  shipping_cents: number;
  /** Paid out to the seller so far, cents. */
  paid_out_cents: number;
  /** Earned but not yet payable (line not delivered, or its return window still open), cents. */
  pending_balance_cents: number;
  /** Payable now, cents. */
  available_balance_cents: number;
  /** Average of the reviews of the seller's products, one decimal; null with none. */
  average_rating: number | null;
  review_count: number;
}

/** GET /api/admin/sellers rows. */
export interface AdminSeller {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  company_name: string;
  contact_name: string;
  is_suspended: boolean;
  created_at: string;
  /** Listed products (hidden ones not counted). */
  products: number;
  available_balance_cents: number;
  pending_balance_cents: number;
}

/** Query of GET /api/admin/sellers: newest first; search matches name, email or company. */
export interface AdminSellersQuery extends PageQuery {
  suspended?: boolean;
}

/** PUT /api/admin/sellers/{id}/suspend. */
export interface SuspendSellerRequest {
  is_suspended: boolean;
}

/** GET/PUT /api/admin/settings/marketplace: the fee for orders placed from now on. */
export interface MarketplaceSettings {
  /** Percent, 0 to 30, up to 2 decimals (4 by default). */
  platform_fee_percent: number;
}
