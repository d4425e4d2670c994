import type { AdminProduct, Product, ProductListResponse } from '@phonehub/contracts';
import {
  brandCatalogue,
  cacheTestTag,
  catalogueReads,
  LONG_CACHE,
  priceIn,
  statementsDuring,
  WITHIN_THE_CACHE_LIFETIME_MS,
} from './support/catalogue-cache';
import { eventually, signInAsAdmin } from './support/fixtures';
import { client, type Client } from './support/http';
import { startTestApp, type TestApp } from './support/test-app';

// Listing and product answers that caches may keep (ETag, Cache-Control, 304), the listing cache in
// front of the listing statements, and its invalidation on every instance. Two API instances share
// the database, as behind a load balancer; both keep listings for far longer than the waits below,
// so a fresh listing shows invalidation at work, not an entry that expired. Other suites share the
// database: every listing here is narrowed to this run's own brand.

const tag = cacheTestTag();

let a: TestApp;
let b: TestApp;
let apiA: Client;
let apiB: Client;
let adminToken: string;

beforeAll(async () => {
  a = await startTestApp(LONG_CACHE);
  b = await startTestApp(LONG_CACHE);
  apiA = client(a.baseUrl);
  apiB = client(b.baseUrl);
  adminToken = await signInAsAdmin(apiA);
});

afterAll(async () => {
  await a?.db.query(`DELETE FROM products WHERE brand = $1`, [tag]);
  await a?.close();
  await b?.close();
});

const { form, createProduct, listing } = brandCatalogue(tag, () => ({ api: apiA, token: adminToken }));
describe('HTTP caching of listing and product answers', () => {
  it('a listing carries a weak ETag and a short public Cache-Control, and its ETag answers 304 with no body', async () => {
    await createProduct(`Etag Listing ${tag}`, 321);
    const first = await listing(apiA);
    expect(first.status).toBe(200);
    expect(first.body.products.map((p) => p.name)).toEqual([`Etag Listing ${tag}`]);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers.get('cache-control')).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+$/);

    const again = await apiA.get(`/api/products?brand=${tag}`, { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
    expect(again.body).toBeUndefined();
    expect(again.headers.get('etag')).toBe(etag);

    const other = await apiA.get(`/api/products?brand=${tag}`, {
      headers: { 'if-none-match': 'W/"something-else"' },
    });
    expect(other.status).toBe(200);
  });

  it('a product page keeps its ETag while only its view count moves, is revalidated every time, answers 304 to it, and a new price gives a new one', async () => {
    const product = await createProduct(`Etag Product ${tag}`, 410);
    const first = await apiA.get<Product>(`/api/products/${product.id}`);
    const second = await apiA.get<Product>(`/api/products/${product.id}`);
    expect(second.body.views).toBe(first.body.views + 1);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/".+"$/);
    expect(second.headers.get('etag')).toBe(etag);
    // Kept, but asked for again every time: a restock or a new price shows at once.
    expect(first.headers.get('cache-control')).toBe('public, no-cache');

    const unchanged = await apiA.get(`/api/products/${product.id}`, {
      headers: { 'if-none-match': etag ?? '' },
    });
    expect(unchanged.status).toBe(304);
    expect(unchanged.body).toBeUndefined();

    const edited = await apiA.put(`/api/admin/products/${product.id}`, form(`Etag Product ${tag}`, 399), {
      token: adminToken,
    });
    expect(edited.status).toBe(200);
    const changed = await apiA.get<Product>(`/api/products/${product.id}`, {
      headers: { 'if-none-match': etag ?? '' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.price).toBe(399);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('an answer for a signed-in shopper is still public: the listing is the same for everyone', async () => {
    const res = await apiA.get(`/api/products?brand=${tag}`, { token: adminToken });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/^public, /);
  });
});

describe('the listing cache', () => {
  it('after an admin price change the product page serves the new price at once, and listings on both instances within the cache lifetime', async () => {
    const product = await createProduct(`Price Change ${tag}`, 500);
    // Both instances read the listing, and hold it.
    for (const api of [apiA, apiB]) {
      for (let i = 0; i < 2; i++) expect(priceIn(await listing(api, '&sort=price'), product.id)).toBe(500);
    }

    const edited = await apiA.put<AdminProduct>(
      `/api/admin/products/${product.id}`,
      form(`Price Change ${tag}`, 455.5),
      {
        token: adminToken,
      },
    );
    expect(edited.status).toBe(200);

    expect((await apiA.get<Product>(`/api/products/${product.id}`)).body.price).toBe(455.5);
    expect((await apiB.get<Product>(`/api/products/${product.id}`)).body.price).toBe(455.5);
    for (const api of [apiA, apiB]) {
      await eventually(
        () => listing(api, '&sort=price'),
        (res) => priceIn(res, product.id) === 455.5,
        'the listing with the new price',
        WITHIN_THE_CACHE_LIFETIME_MS,
      );
    }
  });

  it('a stock change made outside the API (as another instance or module would) reaches the listing', async () => {
    const product = await createProduct(`Stock Change ${tag}`, 250, 2);
    const inStock = (res: { body: ProductListResponse }) =>
      res.body.products.find((p) => p.id === product.id)?.in_stock;
    expect(inStock(await listing(apiB, '&sort=name'))).toBe(true);
    expect(inStock(await listing(apiB, '&sort=name'))).toBe(true);

    await a.db.query(`UPDATE products SET stock_quantity = 0 WHERE id = $1`, [product.id]);

    await eventually(
      () => listing(apiB, '&sort=name'),
      (res) => inStock(res) === false,
      'the listing showing the product sold out',
      WITHIN_THE_CACHE_LIFETIME_MS,
    );
    const onlyInStock = await listing(apiB, '&sort=name&includeOutOfStock=false');
    expect(onlyInStock.body.products.map((p) => p.id)).not.toContain(product.id);
  });

  it('a new listing of the brand appears in a listing that was already held', async () => {
    const before = await listing(apiB, '&sort=-price');
    const count = before.body.total;
    const added = await createProduct(`Newcomer ${tag}`, 999);
    const after = await eventually(
      () => listing(apiB, '&sort=-price'),
      (res) => res.body.total === count + 1,
      'the listing with the new product',
      WITHIN_THE_CACHE_LIFETIME_MS,
    );
    expect(after.body.products[0].id).toBe(added.id);
  });
});

describe('the hot path', () => {
  it('serves a held listing, and the staff-reviews setting of a product page, without any statement while only reads arrive (a view counted is no change)', async () => {
    const product = await createProduct(`No Query ${tag}`, 120);
    for (let i = 0; i < 2; i++) expect(priceIn(await listing(apiA, '&sort=-name'), product.id)).toBe(120);
    expect((await apiA.get<Product>(`/api/products/${product.id}`)).status).toBe(200);

    const listed = await statementsDuring(async () => {
      expect(priceIn(await listing(apiA, '&sort=-name'), product.id)).toBe(120);
    });
    expect(catalogueReads(listed)).toEqual([]);

    const viewed = await statementsDuring(async () => {
      expect((await apiA.get<Product>(`/api/products/${product.id}`)).body.price).toBe(120);
    });
    // The product page reads the product itself, at once, but not the setting.
    expect(catalogueReads(viewed)).toHaveLength(1);
    expect(catalogueReads(viewed).join()).not.toMatch(/marketplace_settings/);
  });

  it('after a write by this process, the next hit first hears what it committed, once', async () => {
    const product = await createProduct(`Heard ${tag}`, 140);
    for (let i = 0; i < 2; i++) expect(priceIn(await listing(apiA, '&sort=price'), product.id)).toBe(140);
    // A write that changes no product (none announced): the listing stays held, but the process
    // that wrote cannot know that before it asks.
    await a.db.query(`UPDATE products SET stock_quantity = stock_quantity WHERE false`);
    const afterWrite = await statementsDuring(async () => {
      expect(priceIn(await listing(apiA, '&sort=price'), product.id)).toBe(140);
    });
    expect(catalogueReads(afterWrite)).toEqual(['SELECT 1']);
    const afterThat = await statementsDuring(async () => {
      expect(priceIn(await listing(apiA, '&sort=price'), product.id)).toBe(140);
    });
    expect(catalogueReads(afterThat)).toEqual([]);
  });

  it('after a change made through this instance, its very next listing shows it', async () => {
    const product = await createProduct(`Own Change ${tag}`, 130);
    for (let i = 0; i < 2; i++) expect(priceIn(await listing(apiA, '&sort=name'), product.id)).toBe(130);
    const edited = await apiA.put(`/api/admin/products/${product.id}`, form(`Own Change ${tag}`, 125), {
      token: adminToken,
    });
    expect(edited.status).toBe(200);
    expect(priceIn(await listing(apiA, '&sort=name'), product.id)).toBe(125);
  });
});

describe('counting a large listing', () => {
  const bulkBrand = `${tag}bulk`;
  afterAll(async () => {
    await a?.db.query(`DELETE FROM products WHERE brand = $1`, [bulkBrand]);
  });

  it('counts exactly up to 1,000 matches and says "at least 1,000" past them', async () => {
    await a.db.query(
      `INSERT INTO products (name, brand, model, price_cents, category, condition, stock_quantity, created_at)
       SELECT 'Bulk ' || n, $1, 'Bulk Model', 10000 + n, 'audio', CASE WHEN n <= 5 THEN 'New' ELSE 'Good' END, 1,
              now() - interval '400 days'
       FROM generate_series(1, 1005) AS n`,
      [bulkBrand],
    );
    const all = await apiA.get<ProductListResponse>(`/api/products?brand=${bulkBrand}&limit=12`);
    expect(all.body).toMatchObject({ total: 1000, totalIsCapped: true, totalPages: 84, page: 1, limit: 12 });
    expect(all.body.products).toHaveLength(12);

    const few = await apiA.get<ProductListResponse>(`/api/products?brand=${bulkBrand}&condition=New`);
    expect(few.body).toMatchObject({ total: 5, totalIsCapped: false, totalPages: 1 });

    const searched = await apiA.get<ProductListResponse>(`/api/products?search=${bulkBrand}&limit=48`);
    expect(searched.body).toMatchObject({ total: 1000, totalIsCapped: true });
    expect(searched.body.products).toHaveLength(48);

    const cheapest = await apiA.get<ProductListResponse>(
      `/api/products?search=${bulkBrand}&sort=price&limit=3`,
    );
    expect(cheapest.body.products.map((p) => p.name)).toEqual(['Bulk 1', 'Bulk 2', 'Bulk 3']);
    expect(cheapest.body.totalIsCapped).toBe(true);
  });
});
