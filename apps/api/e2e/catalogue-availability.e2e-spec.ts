import type { ProductListResponse } from '@phonehub/contracts';
import { listingStatement } from '@phonehub/server-catalogue';
import { DataSource } from 'typeorm';
import { useTestApp } from './support/test-app';

// Issue 16: the listing's condition filter takes several conditions; the default listing puts
// products in stock first and can leave sold-out ones out. Other suites and the demo data
// share the database, so every test works on products of a brand of its own.

function tag(): string {
  const letters = 'bcdfghjklmnpqrtvwxz';
  return `Qa${Array.from({ length: 7 }, () => letters[Math.floor(Math.random() * letters.length)]).join('')}`;
}

interface Seed {
  brand: string;
  condition?: string;
  stock?: number;
  price?: number;
  minutesAgo?: number;
  model?: string;
  storage?: string;
}

async function addProduct(db: DataSource, seed: Seed): Promise<string> {
  const [row] = await db.query(
    `INSERT INTO products (name, brand, model, price_cents, condition, condition_description, storage, color,
       category, subcategory, description, images, specifications, stock_quantity, is_active, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, 'Checked', $6, 'Black', 'smartphones', 'Android', 'A refurbished device.',
       ARRAY['/api/media/products/x-front.svg'], '{}', $7, true, now() - make_interval(mins => $8), now() - make_interval(mins => $8))
     RETURNING id`,
    [
      `${seed.brand} ${seed.model ?? 'Phone'} ${seed.storage ?? '128GB'} ${seed.condition ?? 'Good'}`,
      seed.brand,
      seed.model ?? 'Phone',
      Math.round((seed.price ?? 199) * 100),
      seed.condition ?? 'Good',
      seed.storage ?? '128GB',
      seed.stock ?? 5,
      seed.minutesAgo ?? 0,
    ],
  );
  return row.id;
}

const ids = (res: { body: ProductListResponse }) => res.body.products.map((p) => p.id);

describe('catalogue availability and filters', () => {
  const { t, api } = useTestApp();

  const list = (query: string) => api.get<ProductListResponse>(`/api/products?${query}`);

  describe('several conditions at once', () => {
    const brand = tag();
    const made: Record<string, string> = {};

    beforeAll(async () => {
      made.good = await addProduct(t.db, { brand, condition: 'Good', price: 100 });
      made.veryGood = await addProduct(t.db, { brand, condition: 'Very Good', price: 200 });
      made.used = await addProduct(t.db, { brand, condition: 'Used', price: 300 });
      made.fair = await addProduct(t.db, { brand, condition: 'Fair', price: 400 });
    });

    it('takes repeated parameters, in any case', async () => {
      const res = await list(`brand=${brand}&condition=Good&condition=very%20good&sort=price`);
      expect(res.status).toBe(200);
      expect(ids(res)).toEqual([made.good, made.veryGood]);
      expect(res.body.total).toBe(2);
    });

    it('takes a comma list, and the same condition twice counts once', async () => {
      const res = await list(`brand=${brand}&condition=Used,Fair,used&sort=price`);
      expect(ids(res)).toEqual([made.used, made.fair]);
    });

    it('still takes one condition as before, and blanks in the list are ignored', async () => {
      expect(ids(await list(`brand=${brand}&condition=Very%20Good`))).toEqual([made.veryGood]);
      expect(ids(await list(`brand=${brand}&condition=Good,,%20&sort=price`))).toEqual([made.good]);
    });

    it('refuses an unknown condition in the list with the list of known ones', async () => {
      const res = await api.get<{ detail: string }>(`/api/products?brand=${brand}&condition=Good,Mint`);
      expect(res.status).toBe(400);
      expect(res.body.detail).toBe('condition must be one of: New, Excellent, Very Good, Good, Fair, Used');
    });
  });

  describe('in stock first', () => {
    const brand = tag();
    const made: Record<string, string> = {};

    beforeAll(async () => {
      // Newest first would be: soldOutNewest, inStockNew, soldOutMid, inStockOld.
      made.soldOutNewest = await addProduct(t.db, { brand, stock: 0, minutesAgo: 1, price: 100 });
      made.inStockNew = await addProduct(t.db, { brand, stock: 3, minutesAgo: 2, price: 400 });
      made.soldOutMid = await addProduct(t.db, { brand, stock: 0, minutesAgo: 3, price: 300 });
      made.inStockOld = await addProduct(t.db, { brand, stock: 1, minutesAgo: 4, price: 200 });
    });

    it('the default listing (and Newest) shows products in stock first, each part newest first', async () => {
      const expected = [made.inStockNew, made.inStockOld, made.soldOutNewest, made.soldOutMid];
      expect(ids(await list(`brand=${brand}`))).toEqual(expected);
      expect(ids(await list(`brand=${brand}&sort=created_at`))).toEqual(expected);
      // Pages follow the same order.
      expect(ids(await list(`brand=${brand}&limit=2&page=2`))).toEqual([made.soldOutNewest, made.soldOutMid]);
    });

    it('a price or name sort stays as chosen', async () => {
      expect(ids(await list(`brand=${brand}&sort=price`))).toEqual([
        made.soldOutNewest,
        made.inStockOld,
        made.soldOutMid,
        made.inStockNew,
      ]);
    });

    it('includeOutOfStock=false leaves sold-out products out, with the total to match', async () => {
      const res = await list(`brand=${brand}&includeOutOfStock=false`);
      expect(ids(res)).toEqual([made.inStockNew, made.inStockOld]);
      expect(res.body.total).toBe(2);
      expect((await list(`brand=${brand}&includeOutOfStock=true`)).body.total).toBe(4);
      expect((await list(`brand=${brand}&includeOutOfStock=`)).body.total).toBe(4);
    });

    it('refuses anything but true or false', async () => {
      const res = await api.get<{ detail: string }>(`/api/products?brand=${brand}&includeOutOfStock=maybe`);
      expect(res.status).toBe(400);
      expect(res.body.detail).toBe('includeOutOfStock must be true or false');
    });

    it('the default listing and the in-stock filter are read in index order, not sorted', async () => {
      // The shared test table is small, so the planner would rather scan it; forbidding scans and
      // sorts shows whether the available-first index can give the order (as it does at 100k rows).
      const plan = async (statement: { text: string; values: unknown[] }) =>
        t.db.transaction(async (tx) => {
          await tx.query('SET LOCAL enable_seqscan = off');
          await tx.query('SET LOCAL enable_sort = off');
          const rows: { 'QUERY PLAN': string }[] = await tx.query(
            `EXPLAIN ${statement.text}`,
            statement.values,
          );
          return rows.map((r) => r['QUERY PLAN']).join('\n');
        });
      // The statement's last step orders the page's own rows (at most `limit`); nothing below it may sort.
      const INNER_SORT = /->\s+(Incremental )?Sort\b/;
      const page = { mode: 'none' as const, limit: 12, offset: 0 };
      const all = await plan(listingStatement({ ...page, filters: {} }));
      expect(all).toContain('ix_products_listing_available_created');
      expect(all).not.toMatch(INNER_SORT);
      const inStock = await plan(listingStatement({ ...page, filters: { includeOutOfStock: false } }));
      expect(inStock).toContain('ix_products_listing_available_created');
      expect(inStock).not.toMatch(INNER_SORT);
      // A category page may be read from the category's own available-first index or from the
      // general one filtered by category (the planner's pick depends on the table's statistics,
      // which the whole suite's other rows move); either gives the order without sorting.
      const category = await plan(listingStatement({ ...page, filters: { category: 'smartphones' } }));
      expect(category).toMatch(/ix_products_listing(_category)?_available_created/);
      expect(category).not.toMatch(INNER_SORT);
    });
  });

  it('model= finds the same model in other grades and storage, in stock only when asked', async () => {
    const brand = tag();
    const soldOut = await addProduct(t.db, {
      brand,
      model: 'Nova 9',
      storage: '128GB',
      condition: 'Good',
      stock: 0,
      price: 300,
    });
    const bigger = await addProduct(t.db, {
      brand,
      model: 'Nova 9',
      storage: '256GB',
      condition: 'Excellent',
      stock: 2,
      price: 400,
    });
    const cheaper = await addProduct(t.db, {
      brand,
      model: 'nova 9',
      storage: '128GB',
      condition: 'Fair',
      stock: 1,
      price: 200,
    });
    await addProduct(t.db, { brand, model: 'Nova 9 Pro', stock: 3 });
    expect(ids(await list(`brand=${brand}&model=NOVA%209&includeOutOfStock=false&sort=price`))).toEqual([
      cheaper,
      bigger,
    ]);
    expect(ids(await list(`brand=${brand}&model=Nova%209&sort=price`))).toEqual([cheaper, soldOut, bigger]);
  });
});
