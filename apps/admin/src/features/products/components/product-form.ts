import type { AdminProduct, AdminProductRequest, CategorySlug, ProductConditionName } from '@phonehub/contracts';
import { CATEGORIES, PRODUCT_CONDITIONS, SELLER_PRODUCT_LIMITS } from '@phonehub/domain';

/** The admin form shares the seller product's limits (the API validates both with the same rules). */
export const LIMITS = SELLER_PRODUCT_LIMITS;

/** The spec's admin defaults: Used, one in stock. */
export const ADMIN_PRODUCT_DEFAULTS = { condition: 'Used', category: 'smartphones', stock_quantity: 1 } as const;

export const CONDITION_OPTIONS = PRODUCT_CONDITIONS.map((value) => ({ value, label: value }));
export const CATEGORY_OPTIONS = CATEGORIES.map((c) => ({ value: c.slug, label: c.plural }));

export interface SpecificationRow {
  name: string;
  value: string;
}

/** The form's inputs as typed (numbers as text, specifications as name/value rows). */
export interface AdminProductFormValues {
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
  specifications: SpecificationRow[];
  stock_quantity: string;
  battery_health: string;
}

export function toFormValues(product?: AdminProduct): AdminProductFormValues {
  return {
    name: product?.name ?? '',
    brand: product?.brand ?? '',
    model: product?.model ?? '',
    price: product ? String(product.price) : '',
    original_price: product?.original_price == null ? '' : String(product.original_price),
    condition: product?.condition ?? ADMIN_PRODUCT_DEFAULTS.condition,
    category: product?.category ?? ADMIN_PRODUCT_DEFAULTS.category,
    storage: product?.storage ?? '',
    color: product?.color ?? '',
    description: product?.description ?? '',
    images: product ? [...product.images] : [],
    specifications: Object.entries(product?.specifications ?? {}).map(([name, value]) => ({ name, value })),
    stock_quantity: String(product?.stock_quantity ?? ADMIN_PRODUCT_DEFAULTS.stock_quantity),
    battery_health: product?.battery_health == null ? '' : String(product.battery_health),
  };
}

const DOLLARS = /^\d+(\.\d{1,2})?$/;
const WHOLE = /^\d+$/;

export const required = (what: string) => (text: string) => text.trim() !== '' || `Enter the ${what}`;
export const atMost = (max: number) => (text: string) =>
  text.trim().length <= max || `Use at most ${max.toLocaleString('en-US')} characters`;

export function priceProblem(text: string): true | string {
  const value = text.trim();
  if (!value) return 'Enter the price';
  if (!DOLLARS.test(value)) return 'Enter an amount in dollars, e.g. 349.99';
  const price = Number(value);
  if (price <= 0) return 'The price must be more than $0';
  return price <= LIMITS.price || `The price can be at most $${LIMITS.price.toLocaleString('en-US')}`;
}

export function originalPriceProblem(text: string, values: AdminProductFormValues): true | string {
  const value = text.trim();
  if (!value) return true;
  if (!DOLLARS.test(value)) return 'Enter an amount in dollars, e.g. 499.99';
  const price = Number(values.price.trim());
  return !(Number.isFinite(price) && Number(value) <= price) || 'The original price must be more than the price';
}

export const wholeBetween =
  (min: number, max: number, optional = false) =>
  (text: string): true | string => {
    const value = text.trim();
    if (optional && value === '') return true;
    const n = Number(value);
    return (WHOLE.test(value) && n >= min && n <= max) || `Enter a whole number from ${min} to ${max.toLocaleString('en-US')}`;
  };

/** Rows left blank are dropped; a half-filled row, a repeated name or one too long is a problem. */
export function specificationsProblem(rows: SpecificationRow[]): true | string {
  const filled = rows.filter((row) => row.name.trim() || row.value.trim());
  if (filled.some((row) => !row.name.trim() || !row.value.trim())) return 'Give each specification a name and a value';
  if (filled.length > LIMITS.specifications) return `Use at most ${LIMITS.specifications} specifications`;
  const names = filled.map((row) => row.name.trim());
  if (new Set(names).size !== names.length) return 'Each specification name can be used once';
  return (
    filled.every((row) => row.name.trim().length <= LIMITS.specificationName && row.value.trim().length <= LIMITS.specificationText) ||
    `Keep names to ${LIMITS.specificationName} and values to ${LIMITS.specificationText} characters`
  );
}

/** The spec: Create/Update is enabled only when name, brand and price are filled. */
export const canSubmit = (values: Pick<AdminProductFormValues, 'name' | 'brand' | 'price'>) =>
  Boolean(values.name.trim() && values.brand.trim() && values.price.trim());

const orNull = (text: string) => text.trim() || null;

/** The request for checked values: every field sent, so an edit replaces the product's fields. */
export function toRequest(values: AdminProductFormValues): AdminProductRequest {
  const original = values.original_price.trim();
  const battery = values.battery_health.trim();
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
    specifications: Object.fromEntries(
      values.specifications.filter((row) => row.name.trim() && row.value.trim()).map((row) => [row.name.trim(), row.value.trim()]),
    ),
    stock_quantity: Number(values.stock_quantity.trim()),
    battery_health: battery ? Number(battery) : null,
  };
}
