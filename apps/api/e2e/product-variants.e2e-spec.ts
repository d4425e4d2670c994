import type { ProductVariants } from '@phonehub/contracts';
import { DataSource } from 'typeorm';
import { register } from './support/fixtures';
import { useTestApp } from './support/test-app';

// Issue 16 item 4: the product page's picker reads every listing of the product's model (same brand
// and model in any case, any seller), with each grade's, storage's and colour's price and stock.
// The demo data and other suites share the database, so the model is made up per run.

function tag(): string {
  const letters = 'bcdfghjklmnpqrtvwxz';
  return `Qv${Array.from({ length: 7 }, () => letters[Math.floor(Math.random() * letters.length)]).join('')}`;
}

interface Listing {
  brand: string;
  model: string;
  condition: string;
  storage: string | null;
  color: string;
  price: number;
  stock: number;
  sellerId?: string;
  /** Columns that keep a listing from shoppers. */
  hidden?: boolean;
  inactive?: boolean;
  sellerSuspended?: boolean;
}

async function addListing(db: DataSource, l: Listing): Promise<string> {
  const [row] = await db.query(
    `INSERT INTO products (name, brand, model, price_cents, condition, storage, color, category, description,
       stock_quantity, seller_id, is_active, hidden_at, seller_suspended)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'smartphones', 'A refurbished phone.', $8, $9, $10,
       CASE WHEN $11 THEN now() END, $12)
     RETURNING id`,
    [
      `${l.brand} ${l.model} ${l.storage ?? ''} ${l.color}`,
      l.brand,
      l.model,
      Math.round(l.price * 100),
      l.condition,
      l.storage,
      l.color,
      l.stock,
      l.sellerId ?? null,
      !l.inactive,
      l.hidden ?? false,
      l.sellerSuspended ?? false,
    ],
  );
  return row.id;
}

describe('GET /api/products/:id/variants', () => {
  const { t, api } = useTestApp();
  const brand = tag();
  const model = 'Phone 14';
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const seller = await register(api);
    const base = { brand, model, storage: '128GB', color: 'Black', stock: 2 };
    ids.excellent128 = await addListing(t.db, { ...base, condition: 'Excellent', price: 549 });
    // Another seller's listing of the same model, written in another case, counts too.
    ids.good128Seller = await addListing(t.db, {
      ...base,
      brand: brand.toUpperCase(),
      model: 'PHONE 14',
      condition: 'Good',
      price: 459,
      sellerId: seller.user.id,
    });
    ids.good256 = await addListing(t.db, {
      ...base,
      condition: 'Good',
      storage: '256GB',
      color: 'Blue',
      price: 529,
    });
    ids.fair1tb = await addListing(t.db, {
      ...base,
      condition: 'Fair',
      storage: '1TB',
      color: 'Blue',
      price: 499,
      stock: 0,
    });
    // Not for shoppers: neither listed nor priced.
    ids.hidden = await addListing(t.db, { ...base, condition: 'Very Good', price: 199, hidden: true });
    ids.inactive = await addListing(t.db, {
      ...base,
      condition: 'Very Good',
      storage: '64GB',
      price: 199,
      inactive: true,
    });
    ids.suspended = await addListing(t.db, {
      ...base,
      condition: 'New',
      color: 'Red',
      price: 99,
      sellerSuspended: true,
    });
    // Another model of the brand, and the same model name under another brand, are other products.
    ids.otherModel = await addListing(t.db, {
      ...base,
      model: 'Phone 14 Pro',
      condition: 'Good',
      price: 699,
    });
    ids.otherBrand = await addListing(t.db, { ...base, brand: `${brand}x`, condition: 'Good', price: 399 });
  });

  const variantsOf = (id: string) => api.get<ProductVariants>(`/api/products/${id}/variants`);

  it('lists every listing of the model, any seller and any case, cheapest first, and nothing else', async () => {
    const res = await variantsOf(ids.excellent128);
    expect(res.status).toBe(200);
    expect(res.body.brand).toBe(brand);
    expect(res.body.model).toBe(model);
    expect(res.body.variants).toEqual([
      {
        id: ids.good128Seller,
        condition: 'Good',
        storage: '128GB',
        color: 'Black',
        price_cents: 45_900,
        in_stock: true,
      },
      {
        id: ids.fair1tb,
        condition: 'Fair',
        storage: '1TB',
        color: 'Blue',
        price_cents: 49_900,
        in_stock: false,
      },
      {
        id: ids.good256,
        condition: 'Good',
        storage: '256GB',
        color: 'Blue',
        price_cents: 52_900,
        in_stock: true,
      },
      {
        id: ids.excellent128,
        condition: 'Excellent',
        storage: '128GB',
        color: 'Black',
        price_cents: 54_900,
        in_stock: true,
      },
    ]);
  });

  it('gives each grade, storage and colour its lowest price in stock, and marks the sold-out ones', async () => {
    const { options } = (await variantsOf(ids.good256)).body;
    expect(options.condition).toEqual([
      { value: 'Excellent', from_price_cents: 54_900, in_stock: true },
      { value: 'Good', from_price_cents: 45_900, in_stock: true },
      { value: 'Fair', from_price_cents: null, in_stock: false },
    ]);
    expect(options.storage).toEqual([
      { value: '128GB', from_price_cents: 45_900, in_stock: true },
      { value: '256GB', from_price_cents: 52_900, in_stock: true },
      { value: '1TB', from_price_cents: null, in_stock: false },
    ]);
    expect(options.color).toEqual([
      { value: 'Black', from_price_cents: 45_900, in_stock: true },
      { value: 'Blue', from_price_cents: 52_900, in_stock: true },
    ]);
  });

  it('answers the same for every listing of the model, sold-out ones included', async () => {
    const expected = (await variantsOf(ids.excellent128)).body.variants;
    for (const id of [ids.good128Seller, ids.good256, ids.fair1tb]) {
      expect((await variantsOf(id)).body.variants).toEqual(expected);
    }
  });

  it('follows stock: a listing that sells out is marked, and its value with it', async () => {
    await t.db.query('UPDATE products SET stock_quantity = 0 WHERE id = $1', [ids.excellent128]);
    try {
      const { variants, options } = (await variantsOf(ids.good256)).body;
      expect(variants.find((v) => v.id === ids.excellent128)?.in_stock).toBe(false);
      expect(options.condition[0]).toEqual({ value: 'Excellent', from_price_cents: null, in_stock: false });
    } finally {
      await t.db.query('UPDATE products SET stock_quantity = 2 WHERE id = $1', [ids.excellent128]);
    }
  });

  it('answers 404 for a listing shoppers cannot see, an unknown id or a malformed one', async () => {
    for (const id of [
      ids.hidden,
      ids.inactive,
      ids.suspended,
      '00000000-0000-4000-8000-000000000000',
      'not-an-id',
    ]) {
      const res = await api.get<{ code: string; detail: string }>(`/api/products/${id}/variants`);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 'NOT_FOUND', detail: 'Product not found' });
    }
  });

  it('does not count as a view of the product', async () => {
    const [before] = await t.db.query('SELECT views FROM products WHERE id = $1', [ids.good256]);
    await variantsOf(ids.good256);
    const [after] = await t.db.query('SELECT views FROM products WHERE id = $1', [ids.good256]);
    expect(after.views).toBe(before.views);
  });
});
