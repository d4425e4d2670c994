import type {
  AdminProduct,
  AdminProductRequest,
  CategorySlug,
  Product,
  ProductConditionName,
  SellerProduct,
  SellerProductRequest,
  SellerTerms,
} from '@phonehub/contracts';
import {
  CATEGORIES,
  listingTextProblem,
  PARCEL_SHIPPING_CAP,
  PRODUCT_CONDITIONS,
  PRODUCT_MIN_PRICE,
  SELLER_PRODUCT_DEFAULTS,
  SELLER_PRODUCT_LIMITS,
} from '@phonehub/domain';

/**
 * Whose product form: the admin's (battery health, specifications as rows, model optional) or the
 * seller's (specifications as 'Name: value' lines, the terms a marketplace product is sold on).
 */
export type ProductFormVariant = 'admin' | 'seller';

/** What each variant edits and sends. */
export interface ProductFormVariants {
  admin: { product: AdminProduct; request: AdminProductRequest };
  seller: { product: SellerProduct; request: SellerProductRequest };
}

/** Both forms share the seller product's limits (the API validates both with the same rules). */
export const LIMITS = SELLER_PRODUCT_LIMITS;

/** The spec's admin defaults: Used, one in stock; the seller's come from spec section 3. */
export const PRODUCT_FORM_DEFAULTS = {
  admin: { condition: 'Used', category: 'smartphones', stock_quantity: 1 },
  seller: SELLER_PRODUCT_DEFAULTS,
} as const;

export const CONDITION_OPTIONS = PRODUCT_CONDITIONS.map((value) => ({ value, label: value }));
export const CATEGORY_OPTIONS = CATEGORIES.map((c) => ({ value: c.slug, label: c.plural }));

export interface SpecificationRow {
  name: string;
  value: string;
}

/**
 * The form's inputs as typed: numbers as text, tags comma separated, specifications as name/value
 * rows (admin) or one 'Name: value' a line (seller). Each variant reads only its own fields.
 */
export interface ProductFormValues {
  name: string;
  brand: string;
  model: string;
  price: string;
  original_price: string;
  condition: ProductConditionName;
  category: CategorySlug;
  storage: string;
  color: string;
  description: string;
  images: string[];
  stock_quantity: string;
  // The admin's.
  specification_rows: SpecificationRow[];
  battery_health: string;
  // The seller's.
  specification_lines: string;
  warranty_months: string;
  return_policy_days: string;
  shipping_cost: string;
  free_shipping: boolean;
  estimated_delivery_days: string;
  tags: string;
}

/** The product fields the form reads (a seller's product also has its terms). */
export type ProductFormSource = Pick<
  Product,
  | 'name'
  | 'brand'
  | 'model'
  | 'price'
  | 'original_price'
  | 'condition'
  | 'category'
  | 'storage'
  | 'color'
  | 'description'
  | 'images'
  | 'specifications'
  | 'stock_quantity'
  | 'battery_health'
> & { terms?: SellerTerms | null };

const optionalNumber = (n: number | null | undefined) => (n == null ? '' : String(n));

export function toFormValues(variant: ProductFormVariant, product?: ProductFormSource): ProductFormValues {
  const defaults = PRODUCT_FORM_DEFAULTS[variant];
  const terms = { ...SELLER_PRODUCT_DEFAULTS, tags: [], ...product?.terms };
  const specifications = Object.entries(product?.specifications ?? {});
  return {
    name: product?.name ?? '',
    brand: product?.brand ?? '',
    model: product?.model ?? '',
    price: optionalNumber(product?.price),
    original_price: optionalNumber(product?.original_price),
    condition: product?.condition ?? defaults.condition,
    category: product?.category ?? defaults.category,
    storage: product?.storage ?? '',
    color: product?.color ?? '',
    description: product?.description ?? '',
    images: product ? [...product.images] : [],
    stock_quantity: String(product?.stock_quantity ?? defaults.stock_quantity),
    specification_rows: specifications.map(([name, value]) => ({ name, value })),
    battery_health: optionalNumber(product?.battery_health),
    specification_lines: specifications.map(([name, text]) => `${name}: ${text}`).join('\n'),
    warranty_months: String(terms.warranty_months),
    return_policy_days: String(terms.return_policy_days),
    shipping_cost: String(terms.shipping_cost),
    free_shipping: terms.free_shipping,
    estimated_delivery_days: String(terms.estimated_delivery_days),
    tags: terms.tags.join(', '),
  };
}

const DOLLARS = /^\d+(\.\d{1,2})?$/;
const WHOLE = /^\d+$/;
const money = (max: number) => `$${max.toLocaleString('en-US')}`;

export const required = (what: string) => (text: string) => text.trim() !== '' || `Enter the ${what}`;
export const atMost = (max: number) => (text: string) =>
  text.trim().length <= max || `Use at most ${max.toLocaleString('en-US')} characters`;
/** Name, brand and model are shown in listings and mails: no links, emails or phone numbers (as the API). */
export const noContactDetails = (what: string) => (text: string) =>
  listingTextProblem(what, text.trim()) ?? true;

/** The rules the price and shipping fields state under them (the API's too). */
export const PRICE_HINT = `At least ${money(PRODUCT_MIN_PRICE)}.`;
export const SHIPPING_HINT = `Up to ${money(PARCEL_SHIPPING_CAP)} per parcel; the platform fee covers shipping too.`;

export function priceProblem(text: string): true | string {
  const value = text.trim();
  if (!value) return 'Enter the price';
  if (!DOLLARS.test(value)) return 'Enter an amount in dollars, e.g. 349.99';
  const price = Number(value);
  // As the API: a token price with the money moved into shipping would dodge the fee.
  if (price < PRODUCT_MIN_PRICE) return `The price must be at least ${money(PRODUCT_MIN_PRICE)}`;
  return price <= LIMITS.price || `The price can be at most ${money(LIMITS.price)}`;
}

export function originalPriceProblem(text: string, values: Pick<ProductFormValues, 'price'>): true | string {
  const value = text.trim();
  if (!value) return true;
  if (!DOLLARS.test(value)) return 'Enter an amount in dollars, e.g. 499.99';
  const price = Number(values.price.trim());
  return (
    !(Number.isFinite(price) && Number(value) <= price) || 'The original price must be more than the price'
  );
}

export function shippingCostProblem(
  text: string,
  values: Pick<ProductFormValues, 'free_shipping'>,
): true | string {
  if (values.free_shipping) return true;
  const value = text.trim();
  if (!DOLLARS.test(value)) return 'Enter an amount in dollars, e.g. 9.99';
  return (
    Number(value) <= PARCEL_SHIPPING_CAP ||
    `Shipping can cost at most ${money(PARCEL_SHIPPING_CAP)} per parcel`
  );
}

/** A whole number in [min, max]; `optional` lets it be left blank. */
export const wholeBetween =
  ([min, max]: readonly [number, number], optional = false) =>
  (text: string): true | string => {
    const value = text.trim();
    if (optional && value === '') return true;
    const n = Number(value);
    return (
      (WHOLE.test(value) && n >= min && n <= max) ||
      `Enter a whole number from ${min} to ${max.toLocaleString('en-US')}`
    );
  };

export const parseTags = (text: string): string[] =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

export function tagsProblem(text: string): true | string {
  const tags = parseTags(text);
  if (tags.length > LIMITS.tags) return `Use at most ${LIMITS.tags} tags`;
  return tags.every((tag) => tag.length <= LIMITS.tag) || `Each tag can be at most ${LIMITS.tag} characters`;
}

/** The limits both ways of writing specifications share, on trimmed name/value pairs. */
function specificationLimitsProblem(entries: [string, string][]): true | string {
  if (entries.length > LIMITS.specifications) return `Use at most ${LIMITS.specifications} specifications`;
  return (
    entries.every(
      ([name, value]) => name.length <= LIMITS.specificationName && value.length <= LIMITS.specificationText,
    ) || `Keep names to ${LIMITS.specificationName} and values to ${LIMITS.specificationText} characters`
  );
}

/** Rows left blank are dropped; a half-filled row, a repeated name or one too long is a problem. */
export function specificationRowsProblem(rows: SpecificationRow[]): true | string {
  const filled = rows.filter((row) => row.name.trim() || row.value.trim());
  if (filled.some((row) => !row.name.trim() || !row.value.trim()))
    return 'Give each specification a name and a value';
  const entries = filled.map((row): [string, string] => [row.name.trim(), row.value.trim()]);
  const repeated = new Set(entries.map(([name]) => name)).size !== entries.length;
  // Too many rows is said before a repeated name.
  if (repeated && entries.length <= LIMITS.specifications) return 'Each specification name can be used once';
  return specificationLimitsProblem(entries);
}

/** 'Name: value' lines into the specifications map; null when a line is not of that shape. */
export function parseSpecificationLines(text: string): Record<string, string> | null {
  const out: Record<string, string> = {};
  for (const line of text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim();
    const value = line.slice(colon + 1).trim();
    if (colon < 1 || !name || !value) return null;
    out[name] = value;
  }
  return out;
}

export function specificationLinesProblem(text: string): true | string {
  const specs = parseSpecificationLines(text);
  if (!specs) return 'Write each specification on its own line as "Name: value"';
  return specificationLimitsProblem(Object.entries(specs));
}

/** The admin's spec: Create/Update is enabled only when name, brand and price are filled. */
export const canSubmit = (values: Pick<ProductFormValues, 'name' | 'brand' | 'price'>) =>
  Boolean(values.name.trim() && values.brand.trim() && values.price.trim());

const orNull = (text: string) => text.trim() || null;
const numberOrNull = (text: string) => (text.trim() ? Number(text.trim()) : null);

/** The request for checked values: every field sent, so an edit replaces the product's fields. */
export function toRequest<V extends ProductFormVariant>(
  variant: V,
  values: ProductFormValues,
): ProductFormVariants[V]['request'];
export function toRequest(
  variant: ProductFormVariant,
  values: ProductFormValues,
): AdminProductRequest | SellerProductRequest {
  const common = {
    name: values.name.trim(),
    brand: values.brand.trim(),
    model: values.model.trim(),
    price: Number(values.price.trim()),
    original_price: numberOrNull(values.original_price),
    condition: values.condition,
    category: values.category,
    storage: orNull(values.storage),
    color: orNull(values.color),
    description: values.description.trim(),
    images: values.images,
  };
  if (variant === 'admin') {
    return {
      ...common,
      specifications: Object.fromEntries(
        values.specification_rows
          .filter((row) => row.name.trim() && row.value.trim())
          .map((row) => [row.name.trim(), row.value.trim()]),
      ),
      stock_quantity: Number(values.stock_quantity.trim()),
      battery_health: numberOrNull(values.battery_health),
    };
  }
  return {
    ...common,
    specifications: parseSpecificationLines(values.specification_lines) ?? {},
    stock_quantity: Number(values.stock_quantity.trim()),
    warranty_months: Number(values.warranty_months.trim()),
    return_policy_days: Number(values.return_policy_days.trim()),
    shipping_cost: values.free_shipping ? 0 : Number(values.shipping_cost.trim()),
    free_shipping: values.free_shipping,
    estimated_delivery_days: Number(values.estimated_delivery_days.trim()),
    tags: parseTags(values.tags),
  };
}
