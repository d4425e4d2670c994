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

/**
 * The seller's company name in the same statement (one primary-key lookup per row shown), so a page
 * or a product needs no second query for it (product.mapper.ts reads `seller_company_name`).
 */
const SELLER_NAME = 'sp.company_name AS seller_company_name';
const sellerJoin = (alias: string) => `LEFT JOIN seller_profiles sp ON sp.user_id = ${alias}.seller_id`;

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

/**
 * A listing counts its matches exactly up to this many; past it the answer says "at least this many"
 * (`totalIsCapped`, "1,000+ results"), so no listing counts a million rows to show twelve. It is
 * also how many of a broad search's matches are ranked (rankedSearch).
 */
export const LISTING_COUNT_CAP = 1000;

/** The filters other than the search text; `p` is the products row. */
function filterSql(filters: ListingFilters, params: Params): string {
  const conditions = [visibleSql('p')];
  if (filters.category) conditions.push(`p.category = ${params.add(filters.category)}`);
  if (filters.brand) conditions.push(`lower(p.brand) = lower(${params.add(filters.brand)})`);
  if (filters.model) conditions.push(`lower(p.model) = lower(${params.add(filters.model)})`);
  if (filters.conditions?.length === 1) conditions.push(`p.condition = ${params.add(filters.conditions[0])}`);
  else if (filters.conditions?.length)
    conditions.push(`p.condition = ANY(${params.add(filters.conditions)}::text[])`);
  if (filters.minPriceCents !== undefined)
    conditions.push(`p.price_cents >= ${params.add(filters.minPriceCents)}`);
  if (filters.maxPriceCents !== undefined)
    conditions.push(`p.price_cents <= ${params.add(filters.maxPriceCents)}`);
  // Written as the available-first indexes' leading expression, so they serve the filter too.
  if (filters.includeOutOfStock === false) conditions.push('(p.stock_quantity > 0)');
  return conditions.join(' AND ');
}

/** The typo fallback's names: each distinct name+brand+model text close enough to the search, once. */
const similarNames = (text$: string) =>
  `SELECT n.search_text, word_similarity(${text$}, n.search_text) AS rank
      FROM product_search_names n WHERE ${text$} <% n.search_text`;

/** The search as a condition on the products row `p`. */
function searchSql(mode: SearchMode, text$: string): string {
  return mode === 'fulltext'
    ? `p.search_vector @@ ${tsquery(text$)}`
    : `p.search_text = ANY (ARRAY(SELECT s.search_text FROM (${similarNames(text$)}) s))`;
}

/**
 * A page of a listing and the listing's total, in one statement. The result has one row per
 * product on the page, each carrying `total`; an empty page is one row with `total` and a null id.
 * `total` is exact up to LISTING_COUNT_CAP and LISTING_COUNT_CAP + 1 past it (listingTotal).
 */
export function listingStatement(page: ListingPage): SqlStatement {
  const search = page.mode !== 'none' ? page.filters.search : undefined;
  if (!search) return sortedListing(page);
  // A chosen order is kept exactly over every match; best match first ranks a bounded set.
  if (!page.sort) return rankedSearch(page, search);
  // Text of words alone: its description-only matches are found through their own index.
  if (page.mode === 'trigram' || /^[\p{L}\p{N}\s]+$/u.test(search))
    return sortedSearch(page, page.sort, search);
  return sortedListing(page, { mode: page.mode, text: search });
}

/** What a listing's rows say about its size: exact below the cap, "at least the cap" past it. */
export function listingTotal(rows: ReadonlyArray<{ total: number }>): { total: number; capped: boolean } {
  const counted = rows[0]?.total ?? 0;
  return counted > LISTING_COUNT_CAP
    ? { total: LISTING_COUNT_CAP, capped: true }
    : { total: counted, capped: false };
}

/** The distinct names (name, brand and model) that match a full-text search, as the CTE `names`. */
const fulltextNames = (text$: string) => `names AS MATERIALIZED (
      SELECT n.search_text FROM product_search_names n
      WHERE to_tsvector('english', n.search_text) @@ ${tsquery(text$)}
    )`;

/** Full-text matches of `p` whose name does not match (found by their description alone). */
const descriptionOnly = (text$: string, where: string) =>
  `p.search_vector @@ ${tsquery(text$)} AND ${where} AND p.search_text <> ALL (ARRAY(SELECT search_text FROM names))`;

/** The page's rows in full, for the page's ids (`ids`, a query of `id`s), in the listing's order. */
const pageOf = (
  ids: string,
  order: (alias: string) => string,
  countStaffReviews?: boolean,
) => `LEFT JOIN LATERAL (
    SELECT ${columns('p')}, rv.rating, rv.review_count, ${SELLER_NAME} FROM (
      ${ids}
    ) k
    JOIN products p ON p.id = k.id
    ${reviewStats('p', countStaffReviews)}
    ${sellerJoin('p')}
  ) pg ON true
  ORDER BY ${order('pg')}`;

/**
 * In a sort order (with or without a search): the count stops after LISTING_COUNT_CAP + 1 matches;
 * the page's ids come from an index scan in sort order that stops after `offset + limit` rows (the
 * sort indexes carry every filtered column, so it reads no table rows), or for a narrow search from
 * its matches sorted; only the page's rows are read in full, and review figures for them alone.
 */
function sortedListing(page: ListingPage, search?: { mode: SearchMode; text: string }): SqlStatement {
  const params = new Params();
  const text$ = search && params.add(search.text);
  const filters = filterSql(page.filters, params);
  const where = search && text$ ? `${searchSql(search.mode, text$)} AND ${filters}` : filters;
  // Newest (the default) lists what can be bought now first; a search sorted by newest is plain newest.
  const order = ORDER[!page.sort || (page.sort === 'created_at' && !search) ? 'available' : page.sort];
  const cap = params.add(LISTING_COUNT_CAP + 1);
  const limit = params.add(page.limit);
  const offset = params.add(page.offset);
  // A full-text search counts as the ranked one finds: products of the matching names through the
  // covering name index, and description-only matches only when those fall short of the cap.
  const counted =
    search?.mode === 'fulltext' && text$
      ? `(SELECT 1 FROM names n
        CROSS JOIN LATERAL (SELECT 1 FROM products p WHERE p.search_text = n.search_text AND ${filters}) p
        LIMIT ${cap})
      UNION ALL
      (SELECT 1 FROM products p WHERE ${descriptionOnly(text$, filters)} LIMIT ${cap})
      LIMIT ${cap}`
      : `SELECT 1 FROM products p WHERE ${where} LIMIT ${cap}`;
  const text = `${search?.mode === 'fulltext' && text$ ? `WITH ${fulltextNames(text$)}\n  ` : ''}SELECT t.total, pg.* FROM (
    SELECT count(*)::int AS total FROM (${counted}) c
  ) t
  ${pageOf(
    `SELECT p.id FROM products p WHERE ${where}
      ORDER BY ${order('p')} LIMIT ${limit} OFFSET ${offset}`,
    order,
    page.countStaffReviews,
  )}`;
  return { text, values: params.values };
}

/** The column besides the id that each chosen order sorts on. */
const SORT_KEY: Record<ProductSort, string> = {
  created_at: 'created_at',
  price: 'price_cents',
  '-price': 'price_cents',
  name: 'name',
  '-name': 'name',
};

/**
 * A description's words that its product's name, brand and model do not have (the GIN index
 * ix_products_description_only_words, migration 1767850000000, has this expression).
 */
const descriptionOnlyWords = (alias: string) =>
  `ts_delete(to_tsvector('english', ${alias}.description), tsvector_to_array(to_tsvector('english', ${alias}.search_text)))`;

/** Any word of the search, as a query: a product matching by its description alone has one of them there. */
const anyWord = (text$: string) =>
  `(SELECT string_agg(quote_literal(w), ' | ')::tsquery FROM unnest(tsvector_to_array(to_tsvector('english', ${text$}))) w)`;

/**
 * A sorted search's deep pages merge up to this many names' index scans (sortedSearch): each costs
 * about half a millisecond to plan, and saves reading `offset + limit` rows of its name.
 */
const MERGED_NAMES = 16;
/** Where a page counts as deep: before it, reading each name's first rows costs less than planning the merge. */
const MERGE_FROM_ROW = 480;

/**
 * A search in a chosen order (full text of words alone, or the typo fallback): the same rows, order
 * and total as sortedListing, without walking the sort index past rows that do not match.
 * Up to LISTING_COUNT_CAP + 1 matches are collected with their sort key (the matching names'
 * products, then for full text the description-only matches through their own index): that many
 * or fewer are all the matches, and the page is theirs, sorted. Past the cap the page merges the
 * first `offset + limit` products of each matching name in sort order (an index per order, with
 * the name first) with as many of the description-only matches; on a deep page of few names,
 * PostgreSQL merges the names' index scans and stops after the page (a million products: 'galaxy'
 * A-Z page 80 read 14,400 index entries in 13-17 ms, and reads about 960 in 3 ms).
 */
function sortedSearch(page: ListingPage, sort: ProductSort, search: string): SqlStatement {
  const params = new Params();
  const text$ = params.add(search);
  const filters = filterSql(page.filters, params);
  const cap = params.add(LISTING_COUNT_CAP + 1);
  const limit = params.add(page.limit);
  const offset = params.add(page.offset);
  const upTo = params.add(page.offset + page.limit);
  const order = ORDER[sort];
  const keys = (alias: string) => `${alias}.id, ${alias}.${SORT_KEY[sort]}`;
  const fulltext = page.mode === 'fulltext';
  const names = fulltext
    ? fulltextNames(text$)
    : `names AS MATERIALIZED (SELECT s.search_text FROM (${similarNames(text$)}) s)`;
  // Through their own index, never by walking a sort index (they may be none at all) nor through
  // every match of the search (the search's own test is written so that no index serves it). The index
  // holds few matches for any word, but the planner cannot tell which word before it runs and would
  // start parallel workers, whose start costs more than the scan (150 ms on two busy cores):
  // current_schema() is parallel-unsafe, so this statement runs in one process.
  const described = fulltext
    ? `,
    described AS MATERIALIZED (
      SELECT ${keys('p')} FROM products p
      WHERE ${descriptionOnlyWords('p')} @@ ${anyWord(text$)} AND (p.search_vector @@ ${tsquery(text$)}) IS TRUE
        AND ${filters} AND p.search_text <> ALL (ARRAY(SELECT search_text FROM names)) AND current_schema() IS NOT NULL
    )`
    : '';
  const byName = (tail: string) =>
    `SELECT ${keys('x')} FROM names n
        CROSS JOIN LATERAL (SELECT ${keys('p')} FROM products p WHERE p.search_text = n.search_text AND ${filters}${tail}) x`;
  const matched = fulltext
    ? `(${byName('')} LIMIT ${cap})
      UNION ALL
      (SELECT * FROM described LIMIT ${cap})
      LIMIT ${cap}`
    : `${byName('')} LIMIT ${cap}`;
  const describedFirst = (where: string) =>
    fulltext
      ? `
        UNION ALL
        (SELECT * FROM described d${where} ORDER BY ${order('d')} LIMIT ${upTo})`
      : '';
  const firstOfEach = `${byName(` ORDER BY ${order('p')} LIMIT ${upTo}`)}${describedFirst('')}`;
  const broad = `(SELECT total FROM counted) >= ${cap}`;
  // A deep page of few names merges the names' index scans in order (MERGED_NAMES branches, each
  // one name's products in sort order, the unused ones empty), reading about `offset + limit` rows
  // where the first of each reads that many per name; past that many names, or on a page near the
  // start (where the merge's planning costs more than it saves), the first of each.
  const merge = page.offset + page.limit > MERGE_FROM_ROW;
  const fewNames = `(SELECT count(*) FROM names) <= ${MERGED_NAMES}`;
  // The conditions sit inside each branch, and each branch has its order: so written, PostgreSQL
  // merges the branches (Merge Append) instead of sorting all they hold.
  const merging = `${broad} AND ${fewNames}`;
  const merged = merge
    ? `
      UNION ALL
      (SELECT f.id FROM (
        ${Array.from(
          { length: MERGED_NAMES },
          (_, k) => `(SELECT ${keys('p')} FROM products p
          WHERE p.search_text = (SELECT search_text FROM names WHERE ${merging} ORDER BY search_text OFFSET ${k} LIMIT 1)
            AND ${filters} ORDER BY ${order('p')})`,
        ).join('\n        UNION ALL\n        ')}${describedFirst(` WHERE ${merging}`)}
      ) f ORDER BY ${order('f')} LIMIT ${limit} OFFSET ${offset})`
    : '';
  const text = `WITH ${names}${described},
    matched AS MATERIALIZED (
      ${matched}
    ),
    counted AS (SELECT count(*)::int AS total FROM matched)
  SELECT t.total, pg.* FROM counted t
  ${pageOf(
    `(SELECT m.id FROM matched m WHERE (SELECT total FROM counted) < ${cap}
        ORDER BY ${order('m')} LIMIT ${limit} OFFSET ${offset})
      UNION ALL
      (SELECT f.id FROM (
        ${firstOfEach}
      ) f WHERE ${broad}${merge ? ` AND NOT ${fewNames}` : ''}
        ORDER BY ${order('f')} LIMIT ${limit} OFFSET ${offset})${merged}`,
    order,
    page.countStaffReviews,
  )}`;
  return { text, values: params.values };
}

/**
 * Best match first: ranking stops early. At most LISTING_COUNT_CAP + 1 matches are ranked (all of
 * them when there are no more, so a narrow search is ranked exactly); a broad one ranks the first
 * ones found (for the typo fallback: of the closest names first) instead of every match in the
 * catalogue. Only the page's rows are read in full.
 */
function rankedSearch(page: ListingPage, search: string): SqlStatement {
  const params = new Params();
  const text$ = params.add(search);
  const where = filterSql(page.filters, params);
  const cap = params.add(LISTING_COUNT_CAP + 1);
  // Full text: products whose name, brand or model match come first (they rank above matches in
  // the description alone), found through the distinct names and the name index; the description's
  // matches are read only when those fall short of the cap. Unfiltered, the names' products are
  // read straight from the name index, each with the vector it is ranked by; filtered, the covering
  // name index (it holds every filtered column) finds the matches without reading rows, and only
  // those are read for their rank.
  const rank = (alias: string) => `ts_rank(${alias}.search_vector, ${tsquery(text$)})`;
  const byName =
    where === visibleSql('p')
      ? `SELECT p.id, ${rank('p')} AS rank FROM names n
        CROSS JOIN LATERAL (
          SELECT p.id, p.search_vector FROM products p WHERE p.search_text = n.search_text AND ${where}
          ORDER BY p.search_text LIMIT ${cap}
        ) p
        LIMIT ${cap}`
      : `SELECT p.id, ${rank('p')} AS rank FROM (
          SELECT p.id FROM names n
          CROSS JOIN LATERAL (SELECT p.id FROM products p WHERE p.search_text = n.search_text AND ${where}) p
          LIMIT ${cap}
        ) c JOIN products p ON p.id = c.id`;
  const matched =
    page.mode === 'fulltext'
      ? `${fulltextNames(text$)},
    matched AS MATERIALIZED (
      (${byName})
      UNION ALL
      (SELECT p.id, ${rank('p')} FROM products p WHERE ${descriptionOnly(text$, where)} LIMIT ${cap})
      LIMIT ${cap}
    )`
      : `names AS MATERIALIZED (${similarNames(text$)}),
    matched AS MATERIALIZED (
      SELECT p.id, n.rank FROM (SELECT * FROM names ORDER BY rank DESC, search_text) n
      CROSS JOIN LATERAL (SELECT p.id FROM products p WHERE p.search_text = n.search_text AND ${where}) p
      LIMIT ${cap}
    )`;
  const order = ORDER.rank;
  const limit = params.add(page.limit);
  const offset = params.add(page.offset);
  const text = `WITH ${matched}
  SELECT t.total, pg.* FROM (SELECT count(*)::int AS total FROM matched) t
  LEFT JOIN LATERAL (
    SELECT ${columns('p')}, m.rank, rv.rating, rv.review_count, ${SELLER_NAME} FROM (
      SELECT * FROM matched m ORDER BY ${order('m')} LIMIT ${limit} OFFSET ${offset}
    ) m
    JOIN products p ON p.id = m.id
    ${reviewStats('p', page.countStaffReviews)}
    ${sellerJoin('p')}
  ) pg ON true
  ORDER BY ${order('pg')}`;
  return { text, values: params.values };
}

/** How the product page's statement starts: it writes the view counter alone (local-writes.ts). */
export const VIEW_COUNTER = `WITH viewed AS (
    UPDATE products p SET views = p.views + 1`;

/** The product page: counts the view and reads the product in one statement (no read before the write). */
const detailText = (countStaffReviews: boolean) => `${VIEW_COUNTER}
    WHERE p.id = $1 AND ${visibleSql('p')}
    RETURNING ${columns('p')}
  )
  SELECT p.*, rv.rating, rv.review_count, ${SELLER_NAME} FROM viewed p
  ${reviewStats('p', countStaffReviews)}
  ${sellerJoin('p')}`;
/** Built once: the product page runs on every view, and its text depends on the setting alone. */
const DETAIL_TEXT = { without: detailText(false), with: detailText(true) };

export function detailStatement(id: string, countStaffReviews = false): SqlStatement {
  return { text: countStaffReviews ? DETAIL_TEXT.with : DETAIL_TEXT.without, values: [id] };
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
  if (page.search)
    conditions.push(`(p.name || ' ' || p.brand || ' ' || p.model) ILIKE ${params.add(page.search)}`);
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
