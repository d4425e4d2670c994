import type { ProductListResponse } from '@phonehub/contracts';
import { client, type Client } from './support/http';
import { startTestApp, type TestApp } from './support/test-app';

// A search in a chosen order (price, name, newest) lists every match of the search in that order:
// the same pages as sorting all the matches, whether the listing gathers them (a few) or merges the
// matching names' first products (past the count's cap). Each answer here is compared with that
// definition run as plain SQL over this run's own rows; other suites share the database, so every
// search is for words of this run's own.

/** Letters only and no English suffixes, so full-text search keeps the word as it is. */
function tag(): string {
  const letters = 'bcdfghjklmnpqrtvwxz';
  return `Qs${Array.from({ length: 8 }, () => letters[Math.floor(Math.random() * letters.length)]).join('')}`;
}

/** The listing's orders, each ending on the id (catalogue/product-listing.query.ts). */
const ORDER_SQL: Record<string, string> = {
  price: 'price_cents ASC, id ASC',
  '-price': 'price_cents DESC, id DESC',
  name: 'name ASC, id ASC',
  '-name': 'name DESC, id DESC',
  created_at: 'created_at DESC, id DESC',
};
const SORTS = Object.keys(ORDER_SQL);

/** More than the count's cap (LISTING_COUNT_CAP, 1,000): the listing's other way to the page. */
const BROAD = 1_040;

let t: TestApp;
let api: Client;
const broad = tag().toLowerCase();
const narrow = tag().toLowerCase();
/** A broad search of few names (6): its deep pages merge the names' products in order. */
const fewNames = tag().toLowerCase();

/**
 * `count` products under a few names carrying `word` (`kinds` × 6 names; prices and times that tie
 * now and then), and `descriptionOnly` more whose names lack it and whose descriptions have it,
 * prices in between.
 */
async function addProducts(word: string, count: number, descriptionOnly: number, kinds = 7): Promise<void> {
  await t.db.query(
    `INSERT INTO products (name, brand, model, price_cents, condition, condition_description, storage, color,
       category, subcategory, description, images, specifications, stock_quantity, is_active, created_at, updated_at)
     SELECT CASE WHEN i <= $2::int THEN 'Phone ' || $1::text || ' ' || (i % $4::int) ELSE 'Quiet phone ' || (i % 5) END,
       CASE WHEN i % 2 = 0 THEN 'Zeta' ELSE 'Alpha' END, 'Model ' || (i % 3),
       10000 + (i * 37) % 900, 'Good', 'Light scratches', '128GB', 'Black', 'smartphones', 'Android',
       CASE WHEN i <= $2::int THEN 'A refurbished device.' ELSE 'Comes with the ' || $1::text || ' case.' END,
       ARRAY['/api/media/products/x-front.svg'], '{}', 1 + i % 4, true,
       now() - make_interval(mins => (i * 13) % 600), now()
     FROM generate_series(1, $2::int + $3::int) i`,
    [word, count, descriptionOnly, kinds],
  );
}

/** The definition: every visible full-text match, in the order, one page of it. */
async function expected(word: string, sort: string, limit: number, offset: number): Promise<string[]> {
  const rows: Array<{ id: string }> = await t.db.query(
    `SELECT id FROM products p
     WHERE p.search_vector @@ websearch_to_tsquery('english', $1)
       AND p.is_active AND p.hidden_at IS NULL AND NOT p.seller_suspended
     ORDER BY ${ORDER_SQL[sort]} LIMIT $2 OFFSET $3`,
    [word, limit, offset],
  );
  return rows.map((row) => row.id);
}

const list = (query: string) => api.get<ProductListResponse>(`/api/products?${query}`);

beforeAll(async () => {
  t = await startTestApp({ CATALOGUE_CACHE_SECONDS: '0' });
  api = client(t.baseUrl);
  await addProducts(broad, BROAD, 30);
  await addProducts(narrow, 9, 4);
  await addProducts(fewNames, BROAD, 30, 1);
});

afterAll(async () => {
  for (const word of [broad, narrow, fewNames])
    await t?.db.query(`DELETE FROM products WHERE search_text ILIKE $1 OR description ILIKE $1`, [
      `%${word}%`,
    ]);
  await t?.close();
});

describe('GET /api/products?search=…&sort=…', () => {
  it.each(SORTS)(
    'a narrow search sorted by %s: all its matches, by name and by description, in order',
    async (sort) => {
      const res = await list(`search=${narrow}&sort=${sort}&limit=48`);
      expect(res.status).toBe(200);
      expect(res.body.products.map((p) => p.id)).toEqual(await expected(narrow, sort, 48, 0));
      expect(res.body).toMatchObject({ total: 13, totalIsCapped: false });
      // A page of it.
      const second = await list(`search=${narrow}&sort=${sort}&limit=5&page=2`);
      expect(second.body.products.map((p) => p.id)).toEqual(await expected(narrow, sort, 5, 5));
    },
  );

  it.each(SORTS)(
    'a broad search sorted by %s: the first page, a deep one and a filtered one, as sorting every match',
    async (sort) => {
      const first = await list(`search=${broad}&sort=${sort}`);
      expect(first.status).toBe(200);
      expect(first.body.products.map((p) => p.id)).toEqual(await expected(broad, sort, 12, 0));
      expect(first.body).toMatchObject({ total: 1_000, totalIsCapped: true });
      const deep = await list(`search=${broad}&sort=${sort}&limit=24&page=40`);
      expect(deep.body.products.map((p) => p.id)).toEqual(await expected(broad, sort, 24, 936));
      const filtered = await list(`search=${broad}&sort=${sort}&brand=zeta&limit=48`);
      const zeta: Array<{ id: string }> = await t.db.query(
        `SELECT id FROM products p WHERE p.search_vector @@ websearch_to_tsquery('english', $1) AND lower(p.brand) = 'zeta'
       ORDER BY ${ORDER_SQL[sort]} LIMIT 48`,
        [broad],
      );
      expect(filtered.body.products.map((p) => p.id)).toEqual(zeta.map((row) => row.id));
    },
  );

  it.each(SORTS)(
    'a broad search of few names sorted by %s: deep pages, as sorting every match',
    async (sort) => {
      for (const [limit, page] of [
        [24, 40],
        [48, 21],
        [12, 84],
      ]) {
        const deep = await list(`search=${fewNames}&sort=${sort}&limit=${limit}&page=${page}`);
        expect(deep.status).toBe(200);
        expect(deep.body.products.map((p) => p.id)).toEqual(
          await expected(fewNames, sort, limit, (page - 1) * limit),
        );
      }
    },
  );

  it('finds a match by its description alone among the first of a broad search', async () => {
    // The description-only matches cost 10000 + (i * 37) % 900 like the others; some are among the cheapest.
    const res = await list(`search=${broad}&sort=price&limit=48`);
    const names = res.body.products.map((p) => p.name);
    expect(names.some((name) => name.startsWith('Quiet phone'))).toBe(true);
    expect(res.body.products.map((p) => p.id)).toEqual(await expected(broad, 'price', 48, 0));
  });
});
