import type { ProductListResponse } from '@phonehub/contracts';
import { DataSource } from 'typeorm';
import { client, Client } from './support/http';
import { startTestApp, TestApp } from './support/test-app';

// Issue 16: the listing's condition filter takes several conditions. Other suites and the demo data
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
  let t: TestApp;
  let api: Client;

  beforeAll(async () => {
    t = await startTestApp();
    api = client(t.baseUrl);
  });
  afterAll(() => t.close());

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
});
