import type { CategorySlug, ProductConditionName, ProductSort } from '@phonehub/contracts';
import { buyableSql } from './buyable';

// The catalogue's read SQL, hand-written and parameterised: no ORM hydration on the hot paths,
// and the benchmark's bare baseline (tools/bench/baseline.ts) runs exactly these statements.

export interface SqlStatement {
  text: string;
  values: unknown[];
}

export interface ListingFilters {
  search?: string;
  category?: CategorySlug;
  brand?: string;
  /** Exact, any case. */
  model?: string;
  /** Any of these. */
  conditions?: readonly ProductConditionName[];
  minPriceCents?: number;
  maxPriceCents?: number;
  /** False: only products in stock. Unset or true: sold-out ones too. */
  includeOutOfStock?: boolean;
}

/** 'fulltext': tsvector match; 'trigram': the typo fallback, used when full text finds nothing. */
export type SearchMode = 'none' | 'fulltext' | 'trigram';

export interface ListingPage {
  filters: ListingFilters;
  mode: SearchMode;
  /** Unset: in stock first, then newest; or best match first when searching. */
  sort?: ProductSort;
  /** Staff reviews count in ratings (the admin setting); customer reviews only when unset. */
  countStaffReviews?: boolean;
  limit: number;
  offset: number;
}

/** The columns every product response is built from (product.mapper.ts reads them). */
const COLUMNS = [
  'id',
  'name',
  'brand',
  'model',
  'price_cents',
  'original_price_cents',
  'condition',
  'condition_description',
  'storage',
  'color',
  'category',
  'subcategory',
  'description',
  'images',
  'specifications',
  'stock_quantity',
  'battery_health',
  'views',
  'seller_id',
  'warranty_months',
  'return_policy_days',
  'shipping_cost_cents',
  'free_shipping',
  'estimated_delivery_days',
  'tags',
  'created_at',
  'updated_at',
];
export const columns = (alias: string) => COLUMNS.map((c) => `${alias}.${c}`).join(', ');

/** A shopper may see it: the catalogue's one buyable rule (buyable.ts). */
export const visibleSql = buyableSql;

/**
 * Visible reviews' average and count, computed per page row through ix_reviews_product_id_created_at.
 * Hidden reviews never count; staff reviews only when the admin setting says so.
 */
export const reviewStats = (alias: string, countStaff = false) => `LEFT JOIN LATERAL (
      SELECT round(avg(r.rating), 1) AS rating, count(*)::int AS review_count
      FROM reviews r WHERE r.product_id = ${alias}.id AND r.hidden_at IS NULL${countStaff ? '' : ' AND NOT r.is_staff'}
    ) rv ON true`;

/** Web-search syntax ("quoted phrases", -exclusions, or); never a syntax error, whatever is typed. */
const tsquery = (param: string) => `websearch_to_tsquery('english', ${param})`;

/** Every order ends on the id, so pages never overlap or skip rows that tie. */
const ORDER: Record<ProductSort | 'rank' | 'available', (alias: string) => string> = {
  created_at: (a) => `${a}.created_at DESC, ${a}.id DESC`,
  /** The default listing: in stock first, then newest (ix_products_listing_available_created). */
  available: (a) => `(${a}.stock_quantity > 0) DESC, ${a}.created_at DESC, ${a}.id DESC`,
  price: (a) => `${a}.price_cents ASC, ${a}.id ASC`,
  '-price': (a) => `${a}.price_cents DESC, ${a}.id DESC`,
  name: (a) => `${a}.name ASC, ${a}.id ASC`,
  '-name': (a) => `${a}.name DESC, ${a}.id DESC`,
  rank: (a) => `${a}.rank DESC, ${a}.id ASC`,
};

class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** The filters other than the search text; `p` is the products row. */
function filterSql(filters: ListingFilters, params: Params): string {
  const conditions = [visibleSql('p')];
  if (filters.category) conditions.push(`p.category = ${params.add(filters.category)}`);
  if (filters.brand) conditions.push(`lower(p.brand) = lower(${params.add(filters.brand)})`);
  if (filters.model) conditions.push(`lower(p.model) = lower(${params.add(filters.model)})`);
  if (filters.conditions?.length === 1) conditions.push(`p.condition = ${params.add(filters.conditions[0])}`);
  else if (filters.conditions?.length) conditions.push(`p.condition = ANY(${params.add(filters.conditions)}::text[])`);
  if (filters.minPriceCents !== undefined)
    conditions.push(`p.price_cents >= ${params.add(filters.minPriceCents)}`);
  if (filters.maxPriceCents !== undefined)
    conditions.push(`p.price_cents <= ${params.add(filters.maxPriceCents)}`);
  // Written as the available-first indexes' leading expression, so they serve the filter too.
  if (filters.includeOutOfStock === false) conditions.push('(p.stock_quantity > 0)');
  return conditions.join(' AND ');
}

/**
 * A page of a listing and the listing's total, in one statement. The result has one row per
 * product on the page, each carrying `total`; an empty page is one row with `total` and a null id.
 */
export function listingStatement(page: ListingPage): SqlStatement {
  const search = page.mode !== 'none' ? page.filters.search : undefined;
  return search ? searchListing(page, search) : plainListing(page);
}

/**
 * Without a search: the total is an index-only count, the page an index scan in sort order that
 * stops after `offset + limit` rows; review figures are computed for the page's rows only.
 */
function plainListing(page: ListingPage): SqlStatement {
  const params = new Params();
  const where = filterSql(page.filters, params);
  // Newest (the default) lists what can be bought now first.
  const order = ORDER[!page.sort || page.sort === 'created_at' ? 'available' : page.sort];
  const limit = params.add(page.limit);
  const offset = params.add(page.offset);
  const text = `SELECT t.total, pg.* FROM (SELECT count(*)::int AS total FROM products p WHERE ${where}) t
  LEFT JOIN LATERAL (
    SELECT p.*, rv.rating, rv.review_count FROM (
      SELECT ${columns('p')} FROM products p WHERE ${where}
      ORDER BY ${order('p')} LIMIT ${limit} OFFSET ${offset}
    ) p
    ${reviewStats('p', page.countStaffReviews)}
  ) pg ON true
  ORDER BY ${order('pg')}`;
  return { text, values: params.values };
}

/**
 * With a search: the matching rows are found once (ids, relevance and sort keys only), counted,
 * and the page's rows alone are read in full.
 */
function searchListing(page: ListingPage, search: string): SqlStatement {
  const params = new Params();
  const text$ = params.add(search);
  const where = filterSql(page.filters, params);
  const keys = 'p.id, p.created_at, p.price_cents, p.name';
  const matched =
    page.mode === 'fulltext'
      ? `matched AS MATERIALIZED (
      SELECT ${keys}, ts_rank(p.search_vector, ${tsquery(text$)}) AS rank
      FROM products p WHERE p.search_vector @@ ${tsquery(text$)} AND ${where}
    )`
      : `names AS MATERIALIZED (
      SELECT n.search_text, word_similarity(${text$}, n.search_text) AS rank
      FROM product_search_names n WHERE ${text$} <% n.search_text
    ),
    matched AS MATERIALIZED (
      SELECT ${keys}, n.rank FROM names n JOIN products p ON p.search_text = n.search_text AND ${visibleSql('p')}
      WHERE ${where}
    )`;
  const order = ORDER[page.sort ?? 'rank'];
  const limit = params.add(page.limit);
  const offset = params.add(page.offset);
  const text = `WITH ${matched}
  SELECT t.total, pg.* FROM (SELECT count(*)::int AS total FROM matched) t
  LEFT JOIN LATERAL (
    SELECT ${columns('p')}, m.rank, rv.rating, rv.review_count FROM (
      SELECT * FROM matched m ORDER BY ${order('m')} LIMIT ${limit} OFFSET ${offset}
    ) m
    JOIN products p ON p.id = m.id
    ${reviewStats('p', page.countStaffReviews)}
  ) pg ON true
  ORDER BY ${order('pg')}`;
  return { text, values: params.values };
}

/** The product page: counts the view and reads the product in one statement (no read before the write). */
export function detailStatement(id: string, countStaffReviews = false): SqlStatement {
  const text = `WITH viewed AS (
    UPDATE products p SET views = p.views + 1
    WHERE p.id = $1 AND ${visibleSql('p')}
    RETURNING ${columns('p')}
  )
  SELECT p.*, rv.rating, rv.review_count FROM viewed p
  ${reviewStats('p', countStaffReviews)}`;
  return { text, values: [id] };
}

export type SellerProductSort = 'created_at' | 'name' | 'price' | 'stock_quantity';

const SELLER_SORT_COLUMNS: Record<SellerProductSort, string> = {
  created_at: 'p.created_at',
  name: 'p.name',
  price: 'p.price_cents',
  stock_quantity: 'p.stock_quantity',
};

export interface SellerProductsPage {
  sellerId: string;
  search?: string;
  sort: SellerProductSort;
  direction: 'ASC' | 'DESC';
  limit: number;
  offset: number;
}

/** A seller's own products, hidden ones included (with `hidden_at`), each row carrying the total. */
export function sellerProductsStatement(page: SellerProductsPage): SqlStatement {
  const params = new Params();
  const conditions = [`p.seller_id = ${params.add(page.sellerId)}`];
  if (page.search) conditions.push(`(p.name || ' ' || p.brand || ' ' || p.model) ILIKE ${params.add(page.search)}`);
  const order = `${SELLER_SORT_COLUMNS[page.sort]} ${page.direction}, p.id ${page.direction}`;
  const limit = params.add(page.limit);
  const offset = params.add(page.offset);
  const text = `SELECT ${columns('p')}, p.hidden_at, rv.rating, rv.review_count, count(*) OVER ()::int AS total
  FROM products p
  ${reviewStats('p')}
  WHERE ${conditions.join(' AND ')}
  ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`;
  return { text, values: params.values };
}

/** One of the seller's products (hidden or not), as the seller's list shows it. */
export function sellerProductStatement(sellerId: string, id: string): SqlStatement {
  const text = `SELECT ${columns('p')}, p.hidden_at, rv.rating, rv.review_count
  FROM products p
  ${reviewStats('p')}
  WHERE p.id = $1 AND p.seller_id = $2`;
  return { text, values: [id, sellerId] };
}
