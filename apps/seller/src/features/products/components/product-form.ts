import type {
  CategorySlug,
  ProductConditionName,
  SellerProduct,
  SellerProductRequest,
} from '@phonehub/contracts';
import {
  CATEGORIES,
  PRODUCT_CONDITIONS,
  SELLER_PRODUCT_DEFAULTS,
  SELLER_PRODUCT_LIMITS,
} from '@phonehub/domain';

const LIMITS = SELLER_PRODUCT_LIMITS;

export const CONDITION_OPTIONS = PRODUCT_CONDITIONS.map((value) => ({ value, label: value }));
export const CATEGORY_OPTIONS = CATEGORIES.map((c) => ({ value: c.slug, label: c.plural }));

/** The form's inputs as typed (numbers as text, tags comma separated, specifications one 'Name: value' a line). */
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
  specifications: string;
  stock_quantity: string;
  warranty_months: string;
  return_policy_days: string;
  shipping_cost: string;
  free_shipping: boolean;
  estimated_delivery_days: string;
  tags: string;
}

export function toFormValues(product?: SellerProduct): ProductFormValues {
  const terms = product?.terms;
  return {
    name: product?.name ?? '',
    brand: product?.brand ?? '',
    model: product?.model ?? '',
    price: product ? String(product.price) : '',
    original_price: product?.original_price == null ? '' : String(product.original_price),
    condition: product?.condition ?? SELLER_PRODUCT_DEFAULTS.condition,
    category: product?.category ?? SELLER_PRODUCT_DEFAULTS.category,
    storage: product?.storage ?? '',
    color: product?.color ?? '',
    description: product?.description ?? '',
    images: product ? [...product.images] : [],
    specifications: Object.entries(product?.specifications ?? {})
      .map(([name, text]) => `${name}: ${text}`)
      .join('\n'),
    stock_quantity: String(product?.stock_quantity ?? SELLER_PRODUCT_DEFAULTS.stock_quantity),
    warranty_months: String(terms?.warranty_months ?? SELLER_PRODUCT_DEFAULTS.warranty_months),
    return_policy_days: String(terms?.return_policy_days ?? SELLER_PRODUCT_DEFAULTS.return_policy_days),
    shipping_cost: String(terms?.shipping_cost ?? SELLER_PRODUCT_DEFAULTS.shipping_cost),
    free_shipping: terms?.free_shipping ?? SELLER_PRODUCT_DEFAULTS.free_shipping,
    estimated_delivery_days: String(
      terms?.estimated_delivery_days ?? SELLER_PRODUCT_DEFAULTS.estimated_delivery_days,
    ),
    tags: (terms?.tags ?? []).join(', '),
  };
}

const DOLLARS = /^\d+(\.\d{1,2})?$/;
const WHOLE = /^\d+$/;
const money = (max: number) => `$${max.toLocaleString('en-US')}`;

export const required = (what: string) => (text: string) => text.trim() !== '' || `Enter the ${what}`;
export const atMost = (max: number) => (text: string) =>
  text.trim().length <= max || `Use at most ${max.toLocaleString('en-US')} characters`;

export function priceProblem(text: string): true | string {
  const value = text.trim();
  if (!value) return 'Enter the price';
  if (!DOLLARS.test(value)) return 'Enter an amount in dollars, e.g. 349.99';
  const price = Number(value);
  if (price <= 0) return 'The price must be more than $0';
  return price <= LIMITS.price || `The price can be at most ${money(LIMITS.price)}`;
}

export function originalPriceProblem(text: string, values: ProductFormValues): true | string {
  const value = text.trim();
  if (!value) return true;
  if (!DOLLARS.test(value)) return 'Enter an amount in dollars, e.g. 499.99';
  const price = Number(values.price.trim());
  return (
    !(Number.isFinite(price) && Number(value) <= price) || 'The original price must be more than the price'
  );
}

export function shippingCostProblem(text: string, values: ProductFormValues): true | string {
  if (values.free_shipping) return true;
  const value = text.trim();
  if (!DOLLARS.test(value)) return 'Enter an amount in dollars, e.g. 9.99';
  return Number(value) <= LIMITS.shipping_cost || `Shipping can cost at most ${money(LIMITS.shipping_cost)}`;
}

export const wholeBetween =
  ([min, max]: readonly [number, number]) =>
  (text: string): true | string => {
    const value = text.trim();
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

/** 'Name: value' lines into the specifications map; null when a line is not of that shape. */
export function parseSpecifications(text: string): Record<string, string> | null {
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

export function specificationsProblem(text: string): true | string {
  const specs = parseSpecifications(text);
  if (!specs) return 'Write each specification on its own line as "Name: value"';
  const entries = Object.entries(specs);
  if (entries.length > LIMITS.specifications) return `Use at most ${LIMITS.specifications} specifications`;
  return (
    entries.every(
      ([name, value]) => name.length <= LIMITS.specificationName && value.length <= LIMITS.specificationText,
    ) || `Keep names to ${LIMITS.specificationName} and values to ${LIMITS.specificationText} characters`
  );
}

const orNull = (text: string) => text.trim() || null;

/** The request for checked values: every field sent, so an edit replaces the product's fields. */
export function toRequest(values: ProductFormValues): SellerProductRequest {
  const original = values.original_price.trim();
  return {
    name: values.name.trim(),
    brand: values.brand.trim(),
    model: values.model.trim(),
    price: Number(values.price.trim()),
    original_price: original ? Number(original) : null,
    condition: values.condition,
    category: values.category,
    storage: orNull(values.storage),
    color: orNull(values.color),
    description: values.description.trim(),
    images: values.images,
    specifications: parseSpecifications(values.specifications) ?? {},
    stock_quantity: Number(values.stock_quantity.trim()),
    warranty_months: Number(values.warranty_months.trim()),
    return_policy_days: Number(values.return_policy_days.trim()),
    shipping_cost: values.free_shipping ? 0 : Number(values.shipping_cost.trim()),
    free_shipping: values.free_shipping,
    estimated_delivery_days: Number(values.estimated_delivery_days.trim()),
    tags: parseTags(values.tags),
  };
}
