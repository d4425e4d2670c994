import type { Product, ProductListResponse } from '@phonehub/contracts';
import { createFreshDatabase, type FreshDatabase } from '@phonehub/server-database';
import { DEMO_PRODUCTS } from '@phonehub/server-demo-data';
import { client } from './support/http';
import { startTestApp } from './support/test-app';

const demoSkus = DEMO_PRODUCTS.map((p) => p.sku);

// Seeding brings the demo accounts too; other suites expect a database without them, so this one
// works in a database of its own on the same server.
describe('demo catalogue', () => {
  let database: FreshDatabase;
  const start = () => startTestApp({ SEED_DEMO_DATA: 'true', DATABASE_URL: database.url });

  beforeAll(async () => {
    database = await createFreshDatabase(process.env.E2E_DATABASE_URL as string, 'phonehub_e2e_seed');
  });
  afterAll(() => database.drop());

  it('is seeded once, keyed by sku, however often the app starts', async () => {
    const first = await start();
    // A product edited since seeding is left as it is on the next start.
    await first.db.query(`UPDATE products SET stock_quantity = 77 WHERE sku = $1`, [demoSkus[0]]);
    await first.close();
    const second = await start();
    try {
      const rows: Array<{ sku: string; stock_quantity: number }> = await second.db.query(
        'SELECT sku, stock_quantity FROM products WHERE sku = ANY($1)',
        [demoSkus],
      );
      expect(rows).toHaveLength(DEMO_PRODUCTS.length);
      expect(rows.find((r) => r.sku === demoSkus[0])?.stock_quantity).toBe(77);
    } finally {
      await second.close();
    }
  });

  describe('as seeded', () => {
    it('has at least 60 products over all six categories, the listing brands and several grades', async () => {
      const t = await start();
      try {
        const [summary] = await t.db.query(
          `SELECT count(*)::int AS products,
             array_agg(DISTINCT category ORDER BY category) AS categories,
             array_agg(DISTINCT brand ORDER BY brand) AS brands,
             array_agg(DISTINCT condition ORDER BY condition) AS conditions,
             count(*) FILTER (WHERE stock_quantity = 0)::int AS sold_out,
             count(*) FILTER (WHERE stock_quantity = 1)::int AS last_one,
             count(*) FILTER (WHERE original_price_cents <= price_cents)::int AS not_discounted,
             count(*) FILTER (WHERE array_length(images, 1) BETWEEN 2 AND 3)::int AS with_images,
             count(*) FILTER (WHERE specifications = '{}')::int AS without_specs
           FROM products WHERE sku = ANY($1)`,
          [demoSkus],
        );
        expect(summary.products).toBeGreaterThanOrEqual(60);
        expect(summary.categories).toEqual([
          'audio',
          'gaming',
          'laptops',
          'smart-watches',
          'smartphones',
          'tablets',
        ]);
        expect(summary.brands).toEqual(
          expect.arrayContaining(['Apple', 'Google', 'Nintendo', 'OnePlus', 'Samsung', 'Sony']),
        );
        expect(summary.conditions.length).toBeGreaterThanOrEqual(4);
        expect(summary.sold_out).toBeGreaterThan(0);
        expect(summary.last_one).toBeGreaterThan(0);
        expect(summary.not_discounted).toBe(0);
        expect(summary.with_images).toBe(summary.products);
        expect(summary.without_specs).toBe(0);

        const battery: Array<{ category: string; stated: boolean }> = await t.db.query(
          `SELECT DISTINCT category, battery_health IS NOT NULL AS stated FROM products WHERE sku = ANY($1)`,
          [demoSkus],
        );
        for (const { category, stated } of battery)
          expect([category, stated]).toEqual([category, !['audio', 'gaming'].includes(category)]);

        const [seller] = await t.db.query(
          `SELECT count(*)::int AS n FROM products p JOIN users u ON u.id = p.seller_id
           WHERE u.email = 'seller@phonehub.test' AND p.sku = ANY($1)`,
          [demoSkus],
        );
        expect(seller.n).toBeGreaterThanOrEqual(3);
        // Its products name it by its company, like an approved partner's.
        const [sold] = await t.db.query(
          `SELECT p.id FROM products p JOIN users u ON u.id = p.seller_id
           WHERE u.email = 'seller@phonehub.test' AND p.sku = ANY($1) AND p.stock_quantity > 0 LIMIT 1`,
          [demoSkus],
        );
        const soldBy = await client(t.baseUrl).get<Product>(`/api/products/${sold.id}`);
        expect(soldBy.body.seller).toMatchObject({ company_name: 'Lee Refurbished Tech' });

        // The pictures the demo products name are served by the API (one product per category).
        const api = client(t.baseUrl);
        const samples: Array<{ images: string[] }> = await t.db.query(
          `SELECT DISTINCT ON (category) images FROM products WHERE sku = ANY($1) ORDER BY category, sku`,
          [demoSkus],
        );
        expect(samples).toHaveLength(6);
        for (const url of samples.flatMap((p) => p.images)) {
          const res = await api.get<string>(url);
          expect([url, res.status, res.headers.get('content-type')]).toEqual([
            url,
            200,
            'image/svg+xml; charset=utf-8',
          ]);
        }
        const listing = await api.get<ProductListResponse>('/api/products?brand=Nintendo&category=Gaming');
        expect(listing.body.total).toBeGreaterThan(0);
        expect(listing.body.products[0].image_url).toMatch(
          /^\/api\/media\/products\/nintendo-.+-front\.svg$/,
        );
      } finally {
        await t.close();
      }
    });
  });
});
