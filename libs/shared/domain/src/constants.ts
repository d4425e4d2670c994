// Business constants from spec section 9, with the figures ARCHITECTURE.md settles where the spec disagrees.

export const BRAND_NAME = 'PhoneHub';

export const CART_MIN_QUANTITY = 1;
export const CART_MAX_QUANTITY = 10;
/** Different products one checkout (and so one order, and one return) may hold. */
export const CHECKOUT_MAX_LINES = 20;
export const CART_MAX_PRICE = 10_000;
export const CART_MAX_IMAGES = 10;
export const CART_TEXT_LIMITS = { brand: 100, model: 100, condition: 50, storage: 20, color: 50 } as const;
export const CART_STORAGE_KEY = 'phoneHubCart';

export const PASSWORD_MIN_LENGTH = 8;
export const NAME_MAX_LENGTH = 50;

export const PLATFORM_FEE_RATE = 0.04;
export const SELLER_PAYOUT_RATE = 1 - PLATFORM_FEE_RATE;
/** The same default fee in basis points (hundredths of a percent), as the fee setting stores it. */
export const PLATFORM_FEE_BPS = 400;
/** The highest fee the setting accepts: 30 %. */
export const PLATFORM_FEE_MAX_BPS = 3000;

/**
 * One set of claims (ARCHITECTURE.md point 6) for every page that states them. Shipping prices and
 * times are SHIPPING_METHODS in pricing.ts (the figures checkout charges).
 */
export const CLAIMS = {
  warrantyMonths: 12,
  premiumWarrantyMonths: 18,
  extendedWarrantyMonths: 24,
  /** Battery capacity the warranty guarantees, percent of new. */
  batteryRetentionPercent: 80,
  /** A warranty repair or replacement is done within this many business days. */
  warrantyRepairBusinessDays: 7,
  returnDays: 30,
  refundBusinessDays: '3-5',
  inspectionPoints: 32,
  freeShippingThresholdDollars: 50,
  tradeInPaymentHours: 24,
  contactReplyHours: 24,
  minimumCustomerAge: 13,
} as const;

/**
 * Cookie consent (spec sections 3, 4 and 9). The version is the cookie policy's: raising it asks
 * everyone again. Guests keep their choice in the browser under `storageKey`.
 */
export const COOKIE_CONSENT = {
  version: 1,
  storageKey: 'phoneHubCookieConsent',
  defaults: { necessary: true, functional: true, analytics: false, marketing: false },
  durations: { necessary: 'Session', functional: '30 days', analytics: '2 years', marketing: '1 year' },
} as const;

/** The site settings' tag ids (a subset of the public site settings). */
export interface TagIds {
  google_analytics_id: string;
  google_tag_manager_id: string;
  facebook_pixel_id: string;
}

export type CspSources = Record<'script-src' | 'connect-src' | 'img-src' | 'frame-src', string[]>;

/**
 * The hosts a Content-Security-Policy must allow for the tags an admin configured, and only for
 * those: Google Analytics (gtag.js), Google Tag Manager and the Facebook Pixel. The storefront loads
 * them after consent; the server that sends the CSP adds these sources when the ids are set.
 */
export function tagCspSources(ids: TagIds): CspSources {
  const sources: CspSources = { 'script-src': [], 'connect-src': [], 'img-src': [], 'frame-src': [] };
  const add = (directive: keyof CspSources, ...hosts: string[]) => {
    for (const host of hosts) if (!sources[directive].includes(host)) sources[directive].push(host);
  };
  if (ids.google_analytics_id || ids.google_tag_manager_id) {
    add('script-src', 'https://www.googletagmanager.com');
    add(
      'connect-src',
      'https://www.google-analytics.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://www.googletagmanager.com',
    );
    add('img-src', 'https://www.google-analytics.com', 'https://www.googletagmanager.com');
  }
  if (ids.google_tag_manager_id) add('frame-src', 'https://www.googletagmanager.com');
  if (ids.facebook_pixel_id) {
    add('script-src', 'https://connect.facebook.net');
    add('connect-src', 'https://www.facebook.com', 'https://connect.facebook.net');
    add('img-src', 'https://www.facebook.com');
  }
  return sources;
}

export const TIMINGS = {
  toastMs: 4000,
  successToastMs: 3000,
  registerRedirectMs: 2000,
  addedToCartMs: 3000,
  productErrorRedirectMs: 2000,
  paymentPollAttempts: 10,
  paymentPollIntervalMs: 2000,
  partnerLoginRedirectMs: 3000,
  partnerTokenRedirectMs: 2000,
} as const;

export const PRODUCT_CONDITIONS = ['New', 'Excellent', 'Very Good', 'Good', 'Fair', 'Used'] as const;
export type ProductCondition = (typeof PRODUCT_CONDITIONS)[number];

export const LISTING_CONDITION_FILTER = ['New', 'Excellent', 'Good', 'Fair'] as const;
export const LISTING_BRANDS = ['Apple', 'Samsung', 'Google', 'OnePlus', 'Sony', 'Nintendo'] as const;
export const LISTING_SORTS = ['created_at', 'price', '-price', 'name', '-name'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

/** The six categories: the listing's singular label and the admin's plural one name the same thing. */
export const CATEGORIES = [
  { slug: 'smartphones', singular: 'Smartphone', plural: 'Smartphones' },
  { slug: 'laptops', singular: 'Laptop', plural: 'Laptops' },
  { slug: 'tablets', singular: 'Tablet', plural: 'Tablets' },
  { slug: 'smart-watches', singular: 'Smartwatch', plural: 'Smart Watches' },
  { slug: 'audio', singular: 'Audio', plural: 'Audio' },
  { slug: 'gaming', singular: 'Gaming', plural: 'Gaming' },
] as const;

export const TRADE_CONDITIONS = ['excellent', 'very_good', 'good', 'fair'] as const;
export type TradeCondition = (typeof TRADE_CONDITIONS)[number];
export const TRADE_STATUSES = [
  'pending_review',
  'approved',
  'received',
  'inspected',
  'counteroffer',
  'accepted',
  'returned',
  'rejected',
  'cancelled',
  'completed',
] as const;
export type TradeStatus = (typeof TRADE_STATUSES)[number];

export const DEFAULT_STORAGE_OPTIONS = ['64GB', '128GB', '256GB', '512GB', '1TB'] as const;

export const PARTNER_BUSINESS_TYPES = ['retailer', 'wholesaler', 'repair', 'individual', 'other'] as const;
export const PARTNER_EXPERIENCE = ['0-1', '2-5', '6-10', '10+'] as const;
export const PARTNER_MONTHLY_VOLUME = ['1-10', '11-50', '51-100', '100+'] as const;

/** Browser storage keys of the session (spec section 4); the API client reads the token from here. */
export const SESSION_STORAGE_KEYS = {
  currentUser: 'currentUser',
  authToken: 'authToken',
  adminAuth: 'adminAuth',
} as const;

/**
 * Where trade-ins and returns to PhoneHub are sent, and PhoneHub's own parcels leave from: the
 * address printed on prepaid labels.
 */
export const WAREHOUSE_ADDRESS = {
  name: 'PhoneHub Returns & Trade-ins',
  company: 'PhoneHub',
  street1: '500 Industrial Way',
  street2: 'Dock 4',
  city: 'Louisville',
  state: 'KY',
  zip: '40209',
  country: 'US',
  phone: '+1 (800) 555-0199',
} as const;

/** Days a trade-in customer has to send the device with its prepaid label; a reminder goes at TRADE_SHIP_REMINDER_DAY. */
export const TRADE_SHIP_DAYS = 21;
export const TRADE_SHIP_REMINDER_DAY = 14;

/** Public contact details (footer, contact page, e-mails). One place to change them. */
export const CONTACT_DETAILS = {
  supportEmail: 'support@phonehub.com',
  supportPhone: '+1 (800) 555-0199',
  hours: 'Monday to Friday, 9 am – 6 pm ET',
  shipsTo: 'the United States and Canada',
} as const;
