import type { SellerProductRequest } from '@phonehub/contracts';

/** Spec section 3: what a seller's product takes for the fields left out (the API and the seller's form). */
export const SELLER_PRODUCT_DEFAULTS = {
  condition: 'Good',
  category: 'smartphones',
  stock_quantity: 1,
  warranty_months: 0,
  return_policy_days: 30,
  shipping_cost: 0,
  free_shipping: true,
  estimated_delivery_days: 3,
} as const satisfies Partial<SellerProductRequest>;

/**
 * The lowest price a product may be listed at, dollars (sellers' and PhoneHub's own): a token price
 * with the money moved into shipping would dodge the platform fee and the tax and sort first by price.
 */
export const PRODUCT_MIN_PRICE = 1;

/**
 * The most one seller's parcel may charge for shipping, dollars, unless the API is configured with
 * another cap (SELLER_SHIPPING_CAP): checked when a product is saved, and applied to each parcel when
 * an order is placed. The platform fee covers shipping too (see splitSale).
 */
export const PARCEL_SHIPPING_CAP = 50;

/** The seller product contract's limits (libs/shared/contracts/src/sellers.ts): texts in characters, money in dollars. */
export const SELLER_PRODUCT_LIMITS = {
  name: 200,
  brand: 100,
  model: 100,
  storage: 20,
  color: 50,
  description: 5000,
  price: 10_000,
  images: 10,
  specifications: 50,
  specificationName: 50,
  specificationText: 200,
  stock_quantity: [0, 10_000],
  warranty_months: [0, 36],
  return_policy_days: [30, 365],
  shipping_cost: 500,
  estimated_delivery_days: [1, 30],
  tags: 10,
  tag: 30,
} as const;
