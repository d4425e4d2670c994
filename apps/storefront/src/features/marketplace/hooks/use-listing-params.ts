import type { ProductQueryParams } from '@phonehub/api-client';
import { CATEGORIES, PRODUCT_CONDITIONS } from '@phonehub/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

// Everything the listing shows is in the address (search, filters, sort, page, view), so a link, a
// refresh or back/forward gives the same page. Values are passed to the API as written: it checks
// them and says what is wrong (400 detail) rather than the page silently ignoring a bad link.

export const FILTER_KEYS = [
  'search',
  'category',
  'brand',
  'condition',
  'minPrice',
  'maxPrice',
  'includeOutOfStock',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type ListingKey = FilterKey | 'sort' | 'page' | 'view';
export type ListingView = 'grid' | 'list';

export interface ListingParams extends Record<FilterKey, string> {
  /** The chosen conditions (any of them); `condition` is the same list comma-separated, as the API takes it. */
  conditions: string[];
  sort: string;
  /** As written in the address; '' for the first page. */
  page: string;
  /** The page as a number for the pager (1 when the address has none or nonsense). */
  pageNumber: number;
  view: ListingView;
}

const get = (params: URLSearchParams, key: ListingKey) => params.get(key)?.trim() ?? '';

/**
 * Several conditions, repeated (condition=Good&condition=Very+Good) or comma-separated, each once and
 * in its catalogue spelling; an unknown one is kept so the API can say it is wrong.
 */
export function readConditions(params: URLSearchParams): string[] {
  const out: string[] = [];
  for (const raw of params.getAll('condition').flatMap((v) => v.split(','))) {
    const value = raw.trim();
    if (!value) continue;
    const name = PRODUCT_CONDITIONS.find((c) => c.toLowerCase() === value.toLowerCase()) ?? value;
    if (!out.some((c) => c.toLowerCase() === name.toLowerCase())) out.push(name);
  }
  return out;
}

export function readListingParams(params: URLSearchParams): ListingParams {
  const page = get(params, 'page');
  const conditions = readConditions(params);
  const pageNumber = /^\d{1,6}$/.test(page) && Number(page) >= 1 ? Number(page) : 1;
  return {
    search: get(params, 'search'),
    category: get(params, 'category'),
    brand: get(params, 'brand'),
    condition: conditions.join(','),
    conditions,
    minPrice: get(params, 'minPrice'),
    maxPrice: get(params, 'maxPrice'),
    // Sold-out products are listed (after the ones in stock) unless the shopper unticks them.
    includeOutOfStock: get(params, 'includeOutOfStock') === 'false' ? 'false' : '',
    sort: get(params, 'sort'),
    page,
    pageNumber,
    view: get(params, 'view') === 'list' ? 'list' : 'grid',
  };
}

/** What GET /api/products is asked: the set values only (the view is the page's business). */
export function toProductQuery(p: ListingParams): ProductQueryParams {
  const query: ProductQueryParams = {};
  for (const key of FILTER_KEYS) if (p[key]) query[key] = p[key];
  if (p.sort) query.sort = p.sort;
  if (p.page) query.page = p.page;
  return query;
}

export const activeFilterCount = (p: ListingParams) => FILTER_KEYS.filter((key) => p[key] !== '').length;

/** The category for any name the API accepts: 'smart-watches', 'Smartwatch', 'Smart Watches'. */
export function categoryFor(value: string): (typeof CATEGORIES)[number] | undefined {
  const v = value.toLowerCase();
  return CATEGORIES.find((c) => [c.slug, c.singular, c.plural].some((name) => name.toLowerCase() === v));
}

/** The singular label ('Smartwatch') the filter shows for any accepted name. */
export const categoryLabelFor = (value: string): string | undefined => categoryFor(value)?.singular;

export function listingHref(params: URLSearchParams): string {
  const qs = params.toString();
  return qs ? `/marketplace?${qs}` : '/marketplace';
}

/** A filter, search or sort keeps the place on the page (paging scrolls up itself). */
const KEEP_SCROLL = { preventScrollReset: true };

export function useListingParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readListingParams(searchParams), [searchParams]);

  /** Sets (or with '' / null removes) values; any change but paging starts again at page 1. */
  const update = useCallback(
    (changes: Partial<Record<ListingKey, string | null>>) => {
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === undefined || value.trim() === '') next.delete(key);
          else next.set(key, value.trim());
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      }, KEEP_SCROLL);
    },
    [setSearchParams],
  );

  /** Replaces the chosen conditions (one `condition` parameter each), back at page 1. */
  const setConditions = useCallback(
    (conditions: readonly string[]) => {
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        next.delete('condition');
        for (const condition of conditions) next.append('condition', condition);
        next.delete('page');
        return next;
      }, KEEP_SCROLL);
    },
    [setSearchParams],
  );

  const clearFilters = useCallback(() => {
    update(Object.fromEntries(FILTER_KEYS.map((key) => [key, null])));
  }, [update]);

  const hrefForPage = useCallback(
    (page: number) => {
      const next = new URLSearchParams(searchParams);
      if (page <= 1) next.delete('page');
      else next.set('page', String(page));
      return listingHref(next);
    },
    [searchParams],
  );

  return { params, update, setConditions, clearFilters, hrefForPage };
}
