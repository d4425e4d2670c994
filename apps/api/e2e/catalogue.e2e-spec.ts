import { randomUUID } from 'node:crypto';
import type { Product, ProductListResponse } from '@phonehub/contracts';
import { Client as PgClient } from 'pg';
import { DataSource } from 'typeorm';
import { expectErrorBody } from './support/http';
import { register } from './support/fixtures';
import { useTestApp } from './support/test-app';

// The public catalogue over HTTP. Other suites (and the demo data) share the database, so every
// test works on products carrying a brand or words of its own.

/** Letters only and no English suffixes, so full-text search keeps the word as it is. */
function tag(): string {
  const letters = 'bcdfghjklmnpqrtvwxz';
  return `Qz${Array.from({ length: 7 }, () => letters[Math.floor(Math.random() * letters.length)]).join('')}`;
}

interface Seed {
  name?: string;
  brand?: string;
  model?: string;
  price?: number;
  original?: number | null;
  condition?: string;
  category?: string;
  stock?: number;
  battery?: number | null;
  description?: string;
  sellerId?: string | null;
  active?: boolean;
  minutesAgo?: number;
  sku?: string | null;
}

let sequence = 0;

/** A product inserted with SQL, as the admin and seller modules will (they come later). */
async function addProduct(db: DataSource, seed: Seed = {}): Promise<string> {
  sequence += 1;
  const [row] = await db.query(
    `INSERT INTO products (sku, seller_id, name, brand, model, price_cents, original_price_cents, condition,
       condition_description, storage, color, category, subcategory, description, images, specifications,
       stock_quantity, battery_health, is_active, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'Light scratches', '128GB', 'Black', $9, 'Android', $10,
       ARRAY['/api/media/products/x-front.svg', '/api/media/products/x-back.svg'], '{"Display": "6.1 inch"}',
       $11, $12, $13, now() - make_interval(mins => $14), now() - make_interval(mins => $14))
     RETURNING id`,
    [
      seed.sku ?? null,
      seed.sellerId ?? null,
      seed.name ?? `Test phone ${sequence}`,
      seed.brand ?? 'Testbrand',
      seed.model ?? `Model ${sequence}`,
      Math.round((seed.price ?? 199.99) * 100),
      seed.original === undefined ? 29999 : seed.original === null ? null : Math.round(seed.original * 100),
      seed.condition ?? 'Good',
      seed.category ?? 'smartphones',
      seed.description ?? 'A refurbished device.',
      seed.stock ?? 5,
      seed.battery === undefined ? 90 : seed.battery,
      seed.active ?? true,
      seed.minutesAgo ?? 0,
    ],
  );
  return row.id;
}

async function addReview(db: DataSource, productId: string, rating: number, staff = false): Promise<void> {
  await db.query(
    `INSERT INTO reviews (product_id, user_id, author_name, rating, title, content, is_staff)
     VALUES ($1, NULL, 'Someone S.', $2, 'Title', 'Content', $3)`,
    [productId, rating, staff],
  );
}

const ids = (res: { body: ProductListResponse }) => res.body.products.map((p) => p.id);

const PRODUCT_KEYS = [
  'battery_health',
  'brand',
  'category',
  'category_label',
  'color',
  'condition',
  'condition_description',
  'created_at',
  'description',
  'discount_percentage',
  'id',
  'image_url',
  'images',
  'in_stock',
  'model',
  'name',
  'original_price',
  'price',
  'rating',
  'review_count',
  'seller',
  'seller_id',
  'specifications',
  'stock',
  'stock_quantity',
  'storage',
  'subcategory',
  'terms',
  'updated_at',
  'views',
];

/**
 * Statements not sent for the request: those a listing sends once in a while (the staff-reviews
 * setting, read after each catalogue change and then kept: staff-reviews-setting.ts; the round trip
 * that hears a change this instance made: catalogue-changes.ts), and the job queue's own polling
 * and upkeep in its `pgboss` schema, which runs beside any request (more often the more queues).
 */
const occasional = (query: unknown) => {
  const sql = typeof query === 'string' ? query : (query as { text?: unknown } | undefined)?.text;
  return (
    typeof sql === 'string' &&
    (/\bmarketplace_settings\b/.test(sql) || sql === 'SELECT 1' || /\bpgboss\./.test(sql))
  );
};

/** Counts the SQL statements sent to PostgreSQL (every pooled connection is a pg Client), but the occasional ones. */
function countQueries(): { readonly count: number; stop(): void } {
  const proto = PgClient.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  const counter = {
    count: 0,
    stop: () => {
      proto.query = original;
    },
  };
  proto.query = function (this: unknown, ...args: unknown[]) {
    if (!occasional(args[0])) counter.count += 1;
    return original.apply(this, args);
  };
  return counter;
}

describe('catalogue', () => {
  const { t, api } = useTestApp();

  const list = (query: string) => api.get<ProductListResponse>(`/api/products?${query}`);

  describe('GET /api/products', () => {
    it('answers pages of 12, newest first, with every product field', async () => {
      const brand = tag();
      const made: string[] = [];
      for (let i = 0; i < 14; i++) made.push(await addProduct(t.db, { brand, minutesAgo: 100 - i }));
      const res = await list(`brand=${brand}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ total: 14, totalPages: 2, page: 1, limit: 12 });
      expect(ids(res)).toEqual([...made].reverse().slice(0, 12));
      expect(Object.keys(res.body.products[0]).sort()).toEqual(PRODUCT_KEYS);
      expect(res.body.products[0]).toMatchObject({
        brand,
        price: 199.99,
        original_price: 299.99,
        discount_percentage: 33,
        condition: 'Good',
        category: 'smartphones',
        category_label: 'Smartphone',
        images: ['/api/media/products/x-front.svg', '/api/media/products/x-back.svg'],
        image_url: '/api/media/products/x-front.svg',
        specifications: { Display: '6.1 inch' },
        stock_quantity: 5,
        stock: 5,
        in_stock: true,
        battery_health: 90,
        rating: null,
        review_count: 0,
        seller_id: null,
      });
    });

    describe('sort orders', () => {
      const brand = tag();
      const rows = [
        { name: 'Delta', price: 300 },
        { name: 'Alpha', price: 100 },
        { name: 'Charlie', price: 200 },
        { name: 'Bravo', price: 200 },
        { name: 'Echo', price: 50 },
      ];
      const made: Record<string, string> = {};

      beforeAll(async () => {
        for (const [i, row] of rows.entries())
          made[row.name] = await addProduct(t.db, { ...row, brand, minutesAgo: i * 10 });
      });

      const names = (res: { body: ProductListResponse }) => res.body.products.map((p) => p.name);

      it('created_at (the default): newest first', async () => {
        const byDefault = await list(`brand=${brand}`);
        expect(names(byDefault)).toEqual(['Delta', 'Alpha', 'Charlie', 'Bravo', 'Echo']);
        expect(ids(await list(`brand=${brand}&sort=created_at`))).toEqual(ids(byDefault));
      });

      it('price: cheapest first, ties in id order; -price: dearest first, ties in reverse id order', async () => {
        const tie = [made.Charlie, made.Bravo].sort();
        const up = await list(`brand=${brand}&sort=price`);
        expect(up.body.products.map((p) => p.price)).toEqual([50, 100, 200, 200, 300]);
        expect(ids(up).slice(2, 4)).toEqual(tie);
        const down = await list(`brand=${brand}&sort=-price`);
        expect(down.body.products.map((p) => p.price)).toEqual([300, 200, 200, 100, 50]);
        expect(ids(down).slice(1, 3)).toEqual([...tie].reverse());
      });

      it('name: A to Z; -name: Z to A', async () => {
        const up = names(await list(`brand=${brand}&sort=name`));
        expect(up).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo']);
        expect(names(await list(`brand=${brand}&sort=-name`))).toEqual([...up].reverse());
      });

      it('pages in a sort order never overlap and miss nothing', async () => {
        const pages = [];
        for (let page = 1; page <= 3; page++)
          pages.push(...ids(await list(`brand=${brand}&sort=price&limit=2&page=${page}`)));
        expect(pages).toEqual(ids(await list(`brand=${brand}&sort=price`)));
      });
    });

    describe('pagination', () => {
      const brand = tag();
      beforeAll(async () => {
        for (let i = 0; i < 11; i++) await addProduct(t.db, { brand, minutesAgo: i });
      });

      it('gives the first, middle and last page, and a short last page', async () => {
        const first = await list(`brand=${brand}&limit=5&page=1`);
        const middle = await list(`brand=${brand}&limit=5&page=2`);
        const last = await list(`brand=${brand}&limit=5&page=3`);
        for (const [res, page, size] of [
          [first, 1, 5],
          [middle, 2, 5],
          [last, 3, 1],
        ] as const) {
          expect(res.body).toMatchObject({ total: 11, totalPages: 3, page, limit: 5 });
          expect(res.body.products).toHaveLength(size);
        }
        expect(new Set([...ids(first), ...ids(middle), ...ids(last)]).size).toBe(11);
      });

      it('answers a page beyond the last with no products and the right totals', async () => {
        const res = await list(`brand=${brand}&limit=5&page=4`);
        expect(res.status).toBe(200);
        expect(res.body).toEqual({
          products: [],
          total: 11,
          totalIsCapped: false,
          totalPages: 3,
          page: 4,
          limit: 5,
        });
        const far = await list(`brand=${brand}&page=100000`);
        expect(far.body).toMatchObject({ products: [], total: 11, totalPages: 1, page: 100000 });
      });

      it('accepts limits from 1 to 48', async () => {
        expect((await list(`brand=${brand}&limit=1`)).body).toMatchObject({ totalPages: 11 });
        expect((await list(`brand=${brand}&limit=1`)).body.products).toHaveLength(1);
        expect((await list(`brand=${brand}&limit=48`)).body.products).toHaveLength(11);
      });

      it('answers an empty listing with zero totals', async () => {
        const res = await list(`brand=${tag()}`);
        expect(res.body).toEqual({
          products: [],
          total: 0,
          totalIsCapped: false,
          totalPages: 0,
          page: 1,
          limit: 12,
        });
      });
    });

    describe('filters', () => {
      const brand = tag();
      const made: Record<string, string> = {};
      const categories = ['smartphones', 'laptops', 'tablets', 'smart-watches', 'audio', 'gaming'];

      beforeAll(async () => {
        for (const category of categories)
          made[category] = await addProduct(t.db, { brand, category, price: 500, condition: 'Excellent' });
        made.cheapGood = await addProduct(t.db, { brand, condition: 'Good', price: 100 });
        made.midGood = await addProduct(t.db, { brand, condition: 'Good', price: 199.99 });
        made.midVeryGood = await addProduct(t.db, { brand, condition: 'Very Good', price: 250 });
        made.topGood = await addProduct(t.db, { brand, condition: 'Good', price: 300 });
        made.otherBrand = await addProduct(t.db, { brand: `${brand}x`, condition: 'Good', price: 200 });
      });

      it.each([
        ['smartphones', ['smartphones', 'Smartphone', 'Smartphones', 'SMARTPHONE', 'smartphone']],
        ['laptops', ['laptops', 'Laptop', 'Laptops', 'LAPTOPS']],
        ['tablets', ['tablets', 'Tablet', 'Tablets', 'tablet']],
        ['smart-watches', ['smart-watches', 'Smartwatch', 'Smart Watches', 'smart watches', 'SMARTWATCH']],
        ['audio', ['audio', 'Audio', 'AUDIO']],
        ['gaming', ['gaming', 'Gaming', 'GAMING']],
      ])('finds %s by its slug, singular and plural label in any case', async (slug, names) => {
        for (const name of names) {
          const res = await list(`brand=${brand}&category=${encodeURIComponent(name)}&minPrice=500`);
          expect(res.status).toBe(200);
          expect(ids(res)).toEqual([made[slug]]);
          expect(res.body.products[0].category).toBe(slug);
        }
      });

      it('labels each category with its singular name', async () => {
        const res = await list(`brand=${brand}&minPrice=500&limit=48`);
        expect(res.body.products.map((p) => p.category_label).sort()).toEqual([
          'Audio',
          'Gaming',
          'Laptop',
          'Smartphone',
          'Smartwatch',
          'Tablet',
        ]);
      });

      it('matches brand and condition exactly but in any case', async () => {
        const good = await list(`brand=${brand.toUpperCase()}&condition=good&sort=price`);
        expect(ids(good)).toEqual([made.cheapGood, made.midGood, made.topGood]);
        const veryGood = await list(`brand=${brand.toLowerCase()}&condition=VERY%20GOOD`);
        expect(ids(veryGood)).toEqual([made.midVeryGood]);
        // Exact, not a prefix: the brand "<tag>x" is another brand.
        expect(ids(await list(`brand=${brand}x`))).toEqual([made.otherBrand]);
        expect((await list(`brand=${brand.slice(0, 5)}`)).body.total).toBe(0);
      });

      it('filters by price in dollars, both ends included, combined with brand and condition', async () => {
        const res = await list(`brand=${brand}&condition=Good&minPrice=199.99&maxPrice=300&sort=price`);
        expect(ids(res)).toEqual([made.midGood, made.topGood]);
        const upTo = await list(`brand=${brand}&condition=good&maxPrice=199.98`);
        expect(ids(upTo)).toEqual([made.cheapGood]);
        const range = await list(`brand=${brand}&minPrice=200&maxPrice=250&sort=price`);
        expect(ids(range)).toEqual([made.midVeryGood]);
        const exact = await list(
          `brand=${brand}&category=Smartphone&condition=Good&minPrice=100&maxPrice=100`,
        );
        expect(ids(exact)).toEqual([made.cheapGood]);
      });

      it('treats blank parameters as not given', async () => {
        const res = await list(`brand=${brand}&category=&condition=&search=%20&minPrice=&sort=&page=&limit=`);
        expect(res.status).toBe(200);
        expect(res.body.total).toBe(10);
      });
    });

    describe('search', () => {
      const word = tag().toLowerCase();
      const made: Record<string, string> = {};

      beforeAll(async () => {
        made.inName = await addProduct(t.db, {
          name: `Apple iPhone 13 ${word}`,
          brand: 'Apple',
          model: 'iPhone 13',
        });
        made.inDescription = await addProduct(t.db, {
          name: 'Samsung Galaxy S23 128GB',
          brand: 'Samsung',
          model: 'Galaxy S23',
          description: `Unlocked, with the ${word} case and a fast charger.`,
          minutesAgo: 5,
        });
        made.otherWords = await addProduct(t.db, { name: `Pixel ${word}nope`, brand: 'Google' });
      });

      it('finds words anywhere and ranks name matches above description matches', async () => {
        const res = await list(`search=${word}`);
        expect(res.status).toBe(200);
        expect(ids(res)).toEqual([made.inName, made.inDescription]);
        expect(res.body.total).toBe(2);
      });

      it('combines search with filters and honours an explicit sort', async () => {
        expect(ids(await list(`search=${word}&brand=samsung`))).toEqual([made.inDescription]);
        expect(ids(await list(`search=${word}&category=laptops`))).toEqual([]);
        // Z to A now ('Samsung…' before 'Apple…'), not best match first.
        expect(ids(await list(`search=${word}&sort=-name`))).toEqual([made.inDescription, made.inName]);
        expect(ids(await list(`search=${word}&sort=created_at`))).toEqual([made.inName, made.inDescription]);
      });

      it('counts a sorted search as the ranked one: matches by name and by description alone, filtered alike', async () => {
        // A sorted full-text search counts through the matching names first, then the descriptions.
        expect((await list(`search=${word}&sort=price`)).body).toMatchObject({
          total: 2,
          totalIsCapped: false,
        });
        expect((await list(`search=${word}&sort=price&brand=samsung`)).body.total).toBe(1);
        expect((await list(`search=${word}&sort=price&brand=apple`)).body.total).toBe(1);
        // Ranked with a filter: the covering name index finds the name's matches, then they are ranked.
        expect(ids(await list(`search=${word}&brand=apple`))).toEqual([made.inName]);
        expect(ids(await list(`search=${word}&condition=Good`))).toEqual([made.inName, made.inDescription]);
      });

      it('understands stems and web-search syntax', async () => {
        expect(ids(await list(`search=${encodeURIComponent(`${word} -samsung`)}`))).toEqual([made.inName]);
        expect(ids(await list(`search=${encodeURIComponent(`"${word} case"`)}`))).toEqual([
          made.inDescription,
        ]);
        // English stems: "chargers" finds "charger".
        expect(ids(await list(`search=${encodeURIComponent(`${word} chargers`)}`))).toEqual([
          made.inDescription,
        ]);
      });

      it('falls back to typo matching when full text finds nothing ("iphnoe")', async () => {
        const res = await list('search=iphnoe&limit=48');
        expect(res.status).toBe(200);
        expect(res.body.total).toBeGreaterThan(0);
        expect(res.body.products.every((p) => /iphone/i.test(`${p.name} ${p.model}`))).toBe(true);
        const all = await list(`search=iphnoe&limit=48&page=${Math.max(1, res.body.totalPages)}`);
        expect(all.status).toBe(200);
      });

      it('falls back for "galaxy s2" and puts the Galaxy S2x models first', async () => {
        const res = await list('search=galaxy%20s2');
        expect(res.body.total).toBeGreaterThan(0);
        // Search reads name, brand and model (other specs sharing the database list Galaxy models under other names).
        expect(`${res.body.products[0].name} ${res.body.products[0].model}`).toMatch(/galaxy s2\d/i);
        expect(res.body.products.every((p) => /galaxy/i.test(`${p.name} ${p.model}`))).toBe(true);
      });

      it('keeps filters in the fallback', async () => {
        const res = await list('search=iphnoe&category=laptops');
        expect(res.body).toMatchObject({ products: [], total: 0 });
      });

      it.each([
        "') OR 1=1--",
        "'; DROP TABLE products; --",
        '%',
        '_',
        '\\',
        '<script>alert(1)</script>',
        '!!!',
        '&|:*()!',
        '"unclosed',
        'a'.repeat(100),
        '📱 phone',
      ])('treats %j as plain text (200)', async (search) => {
        const res = await list(`search=${encodeURIComponent(search)}`);
        expect(res.status).toBe(200);
        expect(res.body.products).toEqual(expect.any(Array));
      });

      it('refuses a control character in the search with the one 400, like every route', async () => {
        const res = await list(`search=${encodeURIComponent('x\u0000y')}`);
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({
          code: 'VALIDATION_FAILED',
          detail: 'The request contains characters that are not allowed.',
        });
      });

      it('leaves the tables alone after all that', async () => {
        const [{ n }] = await t.db.query('SELECT count(*)::int AS n FROM products');
        expect(n).toBeGreaterThan(0);
      });
    });

    it.each([
      ['page=0', 'page must be a whole number of at least 1'],
      ['page=-1', 'page must be a whole number of at least 1'],
      ['page=abc', 'page must be a whole number of at least 1'],
      ['page=1.5', 'page must be a whole number of at least 1'],
      ['limit=0', 'limit must be a whole number from 1 to 48'],
      ['limit=49', 'limit must be a whole number from 1 to 48'],
      ['limit=ten', 'limit must be a whole number from 1 to 48'],
      ['sort=drop', 'sort must be one of: created_at, price, -price, name, -name'],
      ['sort=price%3BDROP', 'sort must be one of: created_at, price, -price, name, -name'],
      ['minPrice=abc', 'minPrice must be an amount in dollars, such as 199.99'],
      ['minPrice=-1', 'minPrice must be an amount in dollars, such as 199.99'],
      ['minPrice=1.999', 'minPrice must be an amount in dollars, such as 199.99'],
      ['maxPrice=1e3', 'maxPrice must be an amount in dollars, such as 199.99'],
      ['minPrice=500&maxPrice=100', 'minPrice must not be greater than maxPrice'],
      [
        'category=Accessories',
        'Unknown category "Accessories". Use one of: Smartphone, Laptop, Tablet, Smartwatch, Audio, Gaming',
      ],
      [
        'category=phones',
        'Unknown category "phones". Use one of: Smartphone, Laptop, Tablet, Smartwatch, Audio, Gaming',
      ],
      ['condition=Mint', 'condition must be one of: New, Excellent, Very Good, Good, Fair, Used'],
      [`search=${'a'.repeat(101)}`, 'search must be at most 100 characters'],
      ['brand=a&brand=b', 'brand must be text'],
      ['search=a&search=b', 'search must be text'],
      ['color=red', 'The field "color" is not allowed'],
    ])('refuses %s with 400 and a clear detail', async (query, detail) => {
      const res = await api.get(`/api/products?${query}`);
      expectErrorBody(res, 400, 'VALIDATION_FAILED', detail);
    });

    it('lists out-of-stock products as not in stock', async () => {
      const brand = tag();
      const id = await addProduct(t.db, { brand, stock: 0 });
      const res = await list(`brand=${brand}`);
      expect(res.body.products).toEqual([
        expect.objectContaining({ id, in_stock: false, stock: 0, stock_quantity: 0 }),
      ]);
    });

    it('works out discount_percentage from the original price', async () => {
      const brand = tag();
      await addProduct(t.db, { brand, price: 499.99, original: 699.99, minutesAgo: 4 });
      await addProduct(t.db, { brand, price: 199, original: null, minutesAgo: 3 });
      await addProduct(t.db, { brand, price: 300, original: 300, minutesAgo: 2 });
      await addProduct(t.db, { brand, price: 100.5, original: 201, minutesAgo: 1 });
      const res = await list(`brand=${brand}&sort=created_at`);
      expect(res.body.products.map((p) => [p.price, p.original_price, p.discount_percentage])).toEqual([
        [100.5, 201, 50],
        [300, 300, null],
        [199, null, null],
        [499.99, 699.99, 29],
      ]);
    });
  });

  describe('what shoppers may not see', () => {
    it('hides products of a suspended seller and inactive products, in the list and on their page', async () => {
      const brand = tag();
      const seller = await register(api);
      await t.db.query('UPDATE users SET is_seller = true WHERE id = $1', [seller.user.id]);
      const sellers = await addProduct(t.db, { brand, sellerId: seller.user.id });
      const house = await addProduct(t.db, { brand });
      const inactive = await addProduct(t.db, { brand, active: false });

      expect(ids(await list(`brand=${brand}&sort=price`)).sort()).toEqual([sellers, house].sort());
      expect((await api.get<Product>(`/api/products/${sellers}`)).body.seller_id).toBe(seller.user.id);
      expect((await api.get(`/api/products/${inactive}`)).status).toBe(404);

      // The catalogue's copy of the seller's suspension (PUT /api/admin/sellers/{id}/suspend sets it,
      // see seller-products.e2e-spec.ts).
      await t.db.query('UPDATE products SET seller_suspended = true WHERE seller_id = $1', [seller.user.id]);
      const hidden = await list(`brand=${brand}`);
      expect(ids(hidden)).toEqual([house]);
      expect(hidden.body.total).toBe(1);
      const page = await api.get(`/api/products/${sellers}`);
      expect(page.status).toBe(404);
      expect(page.body.detail).toBe('Product not found');
      expect((await api.get(`/api/products/${sellers}/reviews`)).status).toBe(404);
      expect((await list(`search=${brand}`)).body.total).toBe(1);

      await t.db.query('UPDATE products SET seller_suspended = false WHERE seller_id = $1', [seller.user.id]);
      expect((await list(`brand=${brand}`)).body.total).toBe(2);
    });
  });

  describe('GET /api/products/{id}', () => {
    it('answers the product with its figures and counts each view', async () => {
      const id = await addProduct(t.db, { brand: tag(), price: 499.99, original: 699.99, battery: 87 });
      const first = await api.get<Product>(`/api/products/${id}`);
      expect(first.status).toBe(200);
      expect(Object.keys(first.body).sort()).toEqual(PRODUCT_KEYS);
      expect(first.body).toMatchObject({
        id,
        price: 499.99,
        discount_percentage: 29,
        rating: null,
        review_count: 0,
        stock: 5,
        in_stock: true,
        battery_health: 87,
        views: 1,
      });
      const second = await api.get<Product>(`/api/products/${id}`);
      expect(second.body.views).toBe(2);
      expect(second.body.updated_at).toBe(first.body.updated_at);
      const [{ views }] = await t.db.query('SELECT views FROM products WHERE id = $1', [id]);
      expect(views).toBe(2);
    });

    it.each([
      ['an unknown id', randomUUID()],
      ['a malformed id', 'not-a-uuid'],
      ['an injection attempt', encodeURIComponent("1' OR '1'='1")],
      ['a number', '42'],
    ])('answers %s with 404 Product not found', async (_label, id) => {
      const res = await api.get(`/api/products/${id}`);
      expectErrorBody(res, 404, 'NOT_FOUND', 'Product not found');
      // An error is never a cacheable answer of the route.
      expect(res.headers.get('etag')).toBeNull();
      expect(res.headers.get('cache-control')).toBeNull();
    });

    it('averages customer reviews to one decimal, leaving staff reviews out, on the page and in the list', async () => {
      const brand = tag();
      const id = await addProduct(t.db, { brand });
      for (const rating of [5, 4, 4]) await addReview(t.db, id, rating);
      await addReview(t.db, id, 1, true);
      const page = await api.get<Product>(`/api/products/${id}`);
      expect(page.body).toMatchObject({ rating: 4.3, review_count: 3 });
      const listed = await list(`brand=${brand}`);
      expect(listed.body.products[0]).toMatchObject({ rating: 4.3, review_count: 3 });

      await addReview(t.db, id, 2);
      expect((await api.get<Product>(`/api/products/${id}`)).body).toMatchObject({
        rating: 3.8,
        review_count: 4,
      });
    });
  });

  describe('GET /api/media/products/{file}', () => {
    it('draws the product as SVG, cacheable for a year, under a CSP that runs nothing', async () => {
      const sku = `e2e-${tag().toLowerCase()}`;
      await addProduct(t.db, {
        sku,
        brand: 'Apple',
        model: 'iPhone 15 <script>alert(1)</script>',
        category: 'smartphones',
      });
      for (const view of ['front', 'back', 'side']) {
        const res = await api.get<string>(`/api/media/products/${sku}-${view}.svg`);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
        expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect(res.headers.get('content-security-policy')).toBe(
          "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        );
        expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
        expect(res.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
        expect(res.body).toContain('iPhone 15 &lt;script&gt;');
        expect(res.body).not.toMatch(/<script/i);
      }
    });

    it.each([
      ['an unknown sku', 'no-such-product-front.svg'],
      ['an unknown view', 'x-top.svg'],
      ['another type', 'x-front.png'],
      ['a path', '..%2F..%2Fetc%2Fpasswd'],
    ])('answers %s with 404 in the error shape', async (_label, file) => {
      const res = await api.get(`/api/media/products/${file}`);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(res.headers.get('content-security-policy')).not.toBe(
        "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      );
      expect(res.headers.get('cache-control') ?? '').not.toContain('immutable');
    });
  });

  describe('query budget', () => {
    const word = tag().toLowerCase();
    let productId: string;

    beforeAll(async () => {
      for (let i = 0; i < 50; i++)
        await addProduct(t.db, { brand: word, name: `Budget ${word} ${i}`, minutesAgo: i, stock: i % 3 });
      productId = await addProduct(t.db, { brand: word });
      for (const rating of [5, 3]) await addReview(t.db, productId, rating);
    });

    async function queriesFor(path: string): Promise<number> {
      const counter = countQueries();
      try {
        const res = await api.get(path);
        expect(res.status).toBe(200);
        return counter.count;
      } finally {
        counter.stop();
      }
    }

    it.each([
      ['a plain listing', `brand=${word}`],
      [
        'a filtered and sorted listing',
        `brand=${word}&category=Smartphone&condition=good&minPrice=1&maxPrice=1000&sort=-price`,
      ],
      ['a full-text search', `search=${word}`],
      ['a search that falls back to typo matching', 'search=iphnoe'],
      ['a page beyond the last', `brand=${word}&page=99`],
    ])('runs at most 3 statements for %s, whatever the page size', async (_label, query) => {
      const one = await queriesFor(`/api/products?${query}&limit=1`);
      const many = await queriesFor(`/api/products?${query}&limit=48`);
      expect(one).toBeGreaterThan(0);
      expect(one).toBeLessThanOrEqual(3);
      expect(many).toBe(one);
    });

    it('fills a page of 48 (so the budget above was measured on full pages)', async () => {
      expect((await list(`brand=${word}&limit=48`)).body.products).toHaveLength(48);
      expect((await list(`search=${word}&limit=48`)).body.products).toHaveLength(48);
    });

    it('runs at most 4 statements for a product page with reviews', async () => {
      const count = await queriesFor(`/api/products/${productId}`);
      expect(count).toBeGreaterThan(0);
      expect(count).toBeLessThanOrEqual(4);
    });
  });
});
