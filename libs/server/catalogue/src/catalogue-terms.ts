import type { CategorySlug, ProductConditionName, ProductSort } from '@phonehub/contracts';
import { CATEGORIES, LISTING_SORTS, PRODUCT_CONDITIONS } from '@phonehub/domain';

// The words shoppers and admins use for categories and grades, mapped onto what is stored.

export const CATEGORY_SLUGS: readonly CategorySlug[] = CATEGORIES.map((c) => c.slug);
export const CATEGORY_SINGULARS = CATEGORIES.map((c) => c.singular);
export const CONDITIONS: readonly ProductConditionName[] = PRODUCT_CONDITIONS;
export const SORTS: readonly ProductSort[] = LISTING_SORTS;

const BY_ANY_NAME = new Map<string, CategorySlug>(
  CATEGORIES.flatMap((c) =>
    [c.slug, c.singular, c.plural].map((name) => [name.toLowerCase(), c.slug] as const),
  ),
);
const LABELS = new Map<string, string>(CATEGORIES.map((c) => [c.slug, c.singular]));
const CONDITION_BY_NAME = new Map<string, ProductConditionName>(CONDITIONS.map((c) => [c.toLowerCase(), c]));

/** 'smartphones', 'Smartphone', 'SMARTPHONES' → 'smartphones'; anything else → undefined. */
export function categorySlugFor(name: string): CategorySlug | undefined {
  return BY_ANY_NAME.get(name.trim().toLowerCase());
}

/** The singular label the listing shows, e.g. 'Smartwatch'. */
export function categoryLabel(slug: string): string {
  return LABELS.get(slug) ?? slug;
}

/** 'very good' → 'Very Good'. */
export function conditionFor(name: string): ProductConditionName | undefined {
  return CONDITION_BY_NAME.get(name.trim().toLowerCase());
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs; anything else cannot name a product (and never reaches the database). */
export const isUuid = (id: string) => UUID.test(id);
