// The sitemap's walk over a catalogue larger than the public listing counts (1,000): the API's
// keyset pages and the storefront's server in front of it list every listed product, once.
import type { ApiErrorBody, SitemapProductsResponse } from '@phonehub/contracts';
import { createFreshDatabase, type FreshDatabase } from '@phonehub/server-database';
import { client, type Client } from './support/http';
import { useStorefrontServer } from './support/storefront-server';
import { startTestApp, type TestApp } from './support/test-app';

const LISTED = 1500;

// Every listed product must come back, no more: a database of its own, without the other files' products.
describe('the sitemap of a 1,500-product catalogue', () => {
  let database: FreshDatabase;
  let t: TestApp;
  let api: Client;
  /** The ids a shopper can find, as the database has them. */
  let listedIds: string[];

  beforeAll(async () => {
    database = await createFreshDatabase(process.env.E2E_DATABASE_URL as string, 'phonehub_e2e_sitemap');
    t = await startTestApp({ DATABASE_URL: database.url });
    api = client(t.baseUrl);
    // 1,500 listed (some sold out: their pages still answer), and 30 a shopper cannot see.
    await t.db.query(
      `INSERT INTO products (name, brand, model, price_cents, category, condition, stock_quantity, is_active, created_at, updated_at)
       SELECT 'Sitemap ' || n, 'Mapped', 'Model ' || (n % 7), 10000 + n, 'smartphones', 'Good',
              CASE WHEN n % 10 = 0 THEN 0 ELSE 1 END, n <= $1, now() - make_interval(mins => n), now() - make_interval(mins => n)
       FROM generate_series(1, $1 + 30) AS n`,
      [LISTED],
    );
    const rows: Array<{ id: string }> = await t.db.query(
      `SELECT id FROM products p WHERE p.is_active AND p.hidden_at IS NULL AND NOT p.seller_suspended ORDER BY id`,
    );
    listedIds = rows.map((row) => row.id);
  });
  afterAll(async () => {
    await t?.close();
    await database?.drop();
  });

  it('has more products than the public listing counts', async () => {
    expect(listedIds).toHaveLength(LISTED);
    const listing = await api.get<{ total: number; totalIsCapped: boolean }>('/api/products?limit=48');
    expect(listing.body).toMatchObject({ total: 1000, totalIsCapped: true });
  });

  it('GET /api/catalogue/sitemap walks every listed product by keyset, in id order, with its last change', async () => {
    const seen: SitemapProductsResponse['products'] = [];
    const pages: number[] = [];
    let after: string | null = null;
    do {
      const query: string = after ? `&after=${after}` : '';
      const res = await api.get<SitemapProductsResponse>(`/api/catalogue/sitemap?limit=400${query}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
      pages.push(res.body.products.length);
      seen.push(...res.body.products);
      after = res.body.next;
    } while (after !== null);
    expect(pages).toEqual([400, 400, 400, 300]);
    expect(seen.map((product) => product.id)).toEqual(listedIds);
    expect(seen.every((product) => !Number.isNaN(Date.parse(product.updated_at)))).toBe(true);

    // Without a limit, the largest page: all 1,500 at once.
    const whole = await api.get<SitemapProductsResponse>('/api/catalogue/sitemap');
    expect(whole.body.products).toHaveLength(LISTED);
    expect(whole.body.next).toBeNull();
  });

  it('refuses a limit out of range and an `after` that is not a product id', async () => {
    for (const query of ['limit=0', 'limit=5001', 'limit=ten', 'after=1%20OR%201=1']) {
      const res = await api.get<ApiErrorBody>(`/api/catalogue/sitemap?${query}`);
      expect({ query, status: res.status }).toEqual({ query, status: 400 });
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
  });

  describe("through the storefront's web server", () => {
    const storefront = useStorefrontServer({
      apiUrl: () => t.baseUrl,
      indexHtml: '<!doctype html><html><head></head><body></body></html>',
      sitemapProductsPerFile: 600,
    });
    const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    const get = async (loc: string) => {
      const res = await fetch(loc.replace('http://shop.example', storefront.base));
      return { status: res.status, xml: await res.text() };
    };

    it('robots.txt names the index, and the index and its sitemaps list all 1,500 products once', async () => {
      expect((await get('http://shop.example/robots.txt')).xml).toContain(
        'Sitemap: http://shop.example/sitemap.xml',
      );
      const index = await get('http://shop.example/sitemap.xml');
      expect(index.status).toBe(200);
      expect(locsOf(index.xml)).toEqual([
        'http://shop.example/sitemap-pages.xml',
        'http://shop.example/sitemap-products-1.xml',
        'http://shop.example/sitemap-products-2.xml',
        'http://shop.example/sitemap-products-3.xml',
      ]);
      const products: string[] = [];
      for (const loc of locsOf(index.xml)) {
        const file = await get(loc);
        expect({ loc, status: file.status }).toEqual({ loc, status: 200 });
        products.push(...locsOf(file.xml).filter((url) => url.includes('/product/')));
      }
      expect(products).toHaveLength(LISTED);
      expect(products).toEqual(listedIds.map((id) => `http://shop.example/product/${id}`));
    });
  });
});
