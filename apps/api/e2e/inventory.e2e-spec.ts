import { randomUUID } from 'node:crypto';
import { afterCommit } from '../src/common/database/after-commit';
import { CatalogueErrors } from '../src/catalogue/catalogue.errors';
import { InventoryService } from '../src/catalogue/inventory.service';
import { OrderReleaseService } from '../src/orders/cancellation/order-release.service';
import { OrderPaymentsService } from '../src/orders/payment/order-payments.service';
import { OrderPlacementService, type OrderRequest } from '../src/orders/placing/order-placement.service';
import { register, uniqueEmail } from './support/fixtures';
import { client } from './support/http';
import { startTestApp, TestApp } from './support/test-app';

describe('inventory: the catalogue owns stock', () => {
  let t: TestApp;
  let inventory: InventoryService;
  let placement: OrderPlacementService;
  let payments: OrderPaymentsService;
  let release: OrderReleaseService;

  beforeAll(async () => {
    t = await startTestApp();
    inventory = t.app.get(InventoryService);
    placement = t.app.get(OrderPlacementService);
    payments = t.app.get(OrderPaymentsService);
    release = t.app.get(OrderReleaseService);
  });
  afterAll(() => t.close());

  async function addProduct(
    stock: number,
    overrides: { active?: boolean; sellerId?: string | null; priceCents?: number } = {},
  ) {
    const [row] = await t.db.query(
      `INSERT INTO products (name, brand, model, price_cents, category, stock_quantity, is_active, seller_id, images)
       VALUES ($1, 'Google', 'Pixel 8', $2, 'smartphones', $3, $4, $5, ARRAY['/img/a.jpg', '/img/b.jpg']) RETURNING id, name`,
      [
        `Pixel 8 stock ${randomUUID().slice(0, 6)}`,
        overrides.priceCents ?? 49_900,
        stock,
        overrides.active ?? true,
        overrides.sellerId ?? null,
      ],
    );
    return row as { id: string; name: string };
  }
  const stockOf = async (id: string): Promise<number> =>
    (await t.db.query('SELECT stock_quantity FROM products WHERE id = $1', [id]))[0].stock_quantity;
  const reserve = (lines: { productId: string; quantity: number }[]) =>
    t.db.transaction((manager) => inventory.reserve(manager, lines));

  it('reserves from the database: priced lines (name, price, first image, seller, shipping cost), repeated lines added up', async () => {
    const seller = await register(client(t.baseUrl));
    const product = await addProduct(5, { sellerId: seller.user.id, priceCents: 12_345 });
    // The seller's shipping cost for the product comes with the line (its parcel is charged it).
    await t.db.query('UPDATE products SET shipping_cost_cents = 750, free_shipping = false WHERE id = $1', [
      product.id,
    ]);
    const lines = await reserve([
      { productId: product.id.toUpperCase(), quantity: 1 },
      { productId: product.id, quantity: 2 },
    ]);
    expect(lines).toEqual([
      {
        productId: product.id,
        name: product.name,
        brand: 'Google',
        model: 'Pixel 8',
        image: '/img/a.jpg',
        unitPriceCents: 12_345,
        sellerId: seller.user.id,
        shippingCostCents: 750,
        quantity: 3,
      },
    ]);
    expect(await stockOf(product.id)).toBe(2);
  });

  it('refuses past the stock, naming what is left, and takes nothing from the other lines', async () => {
    const plenty = await addProduct(5);
    const scarce = await addProduct(2);
    const attempt = reserve([
      { productId: plenty.id, quantity: 1 },
      { productId: scarce.id, quantity: 3 },
    ]);
    await expect(attempt).rejects.toMatchObject({ key: CatalogueErrors.notEnoughStock.key });
    await expect(attempt).rejects.toMatchObject({
      detail: `Only 2 of ${scarce.name} left in stock. Please lower the quantity.`,
    });
    expect(await stockOf(plenty.id)).toBe(5);
    expect(await stockOf(scarce.id)).toBe(2);
  });

  it('refuses inactive and hidden products, products of a suspended seller and unknown ids, with the listing rule', async () => {
    const inactive = await addProduct(5, { active: false });
    const seller = await register(client(t.baseUrl));
    const suspended = await addProduct(5, { sellerId: seller.user.id });
    // The catalogue's copy of the seller's suspension (set by PUT /api/admin/sellers/{id}/suspend).
    await t.db.query('UPDATE products SET seller_suspended = true WHERE seller_id = $1', [seller.user.id]);
    // Deleted by its seller after it had orders.
    const hidden = await addProduct(5, { sellerId: seller.user.id });
    await t.db.query('UPDATE products SET hidden_at = now() WHERE id = $1', [hidden.id]);

    for (const id of [inactive.id, suspended.id, hidden.id, randomUUID(), 'not-a-uuid']) {
      await expect(reserve([{ productId: id, quantity: 1 }])).rejects.toMatchObject({
        key: CatalogueErrors.productUnavailable.key,
      });
      expect(await t.db.transaction((m) => inventory.isBuyable(m, id))).toBe(false);
    }
    expect(await stockOf(inactive.id)).toBe(5);
    expect(await stockOf(suspended.id)).toBe(5);
    // The product page hides exactly what cannot be bought.
    expect((await client(t.baseUrl).get(`/api/products/${inactive.id}`)).status).toBe(404);
    expect((await client(t.baseUrl).get(`/api/products/${suspended.id}`)).status).toBe(404);
  });

  it('sells the last unit once when 8 reservations race for it', async () => {
    const product = await addProduct(1);
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, () => reserve([{ productId: product.id, quantity: 1 }])),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((r): r is PromiseRejectedResult => r.status === 'rejected'))
      expect(r.reason).toMatchObject({ key: CatalogueErrors.notEnoughStock.key });
    expect(await stockOf(product.id)).toBe(0);
  });

  it('release and restock put units back, and roll back with the caller\u2019s transaction', async () => {
    const product = await addProduct(3);
    await t.db.transaction((m) => inventory.release(m, [{ productId: product.id, quantity: 2 }]));
    expect(await stockOf(product.id)).toBe(5);
    await t.db.transaction((m) =>
      inventory.restock(m, [
        { productId: product.id, quantity: 1 },
        { productId: product.id, quantity: 1 },
      ]),
    );
    expect(await stockOf(product.id)).toBe(7);
    await expect(
      t.db.transaction(async (m) => {
        await inventory.restock(m, [{ productId: product.id, quantity: 4 }]);
        throw new Error('the caller fails after restocking');
      }),
    ).rejects.toThrow('the caller fails');
    expect(await stockOf(product.id)).toBe(7);
  });

  describe('through the order paths', () => {
    const request = (productId: string, quantity: number): OrderRequest => ({
      userId: null,
      email: uniqueEmail('hold'),
      shippingAddress: {
        name: 'Avery ONeil',
        address_line_1: '1 Market St',
        address_line_2: null,
        city: 'San Francisco',
        state: 'CA',
        postal_code: '94105',
        country: 'United States',
        phone: null,
      },
      shippingMethod: 'standard',
      lines: [{ productId, quantity }],
      clientIp: null,
      holdExpiresAt: new Date(Date.now() + 60 * 60_000),
      maxHeldUnits: 50,
    });

    it('a placed order holds its units; a failed checkout marked twice, then swept, gives them back exactly once', async () => {
      const product = await addProduct(4);
      const placed = await placement.place(request(product.id, 3));
      expect(placed.lines).toEqual([{ name: product.name, unitPriceCents: 49_900, quantity: 3 }]);
      expect(await stockOf(product.id)).toBe(1);

      await Promise.all([payments.checkoutFailed(placed.id), payments.checkoutFailed(placed.id)]);
      expect(await stockOf(product.id)).toBe(4);
      expect(await release.releaseUnpaid(placed.id)).toBe(false);
      expect(await stockOf(product.id)).toBe(4);
    });

    it('an expired checkout releases once however often the provider says so', async () => {
      const product = await addProduct(2);
      const placed = await placement.place(request(product.id, 2));
      expect(await stockOf(product.id)).toBe(0);
      const expired = {
        id: `cs_test_${randomUUID().replace(/-/g, '')}`,
        url: null,
        orderId: placed.id,
        status: 'expired' as const,
        paymentStatus: 'unpaid' as const,
        amountTotal: null,
        currency: 'usd',
        paymentId: null,
      };
      const results = await Promise.all(
        [1, 2, 3].map(() => t.db.transaction((m) => payments.apply(m, expired))),
      );
      expect(results.sort()).toEqual(['cancelled', 'unchanged', 'unchanged']);
      expect(await stockOf(product.id)).toBe(2);
    });

    it('refuses an order past the stock and leaves neither an order nor a hold behind', async () => {
      const product = await addProduct(1);
      const req = request(product.id, 2);
      await expect(placement.place(req)).rejects.toMatchObject({ key: CatalogueErrors.notEnoughStock.key });
      expect(await stockOf(product.id)).toBe(1);
      expect(await t.db.query('SELECT id FROM orders WHERE email = $1', [req.email])).toEqual([]);
    });
  });
});

describe('afterCommit: in-process work runs once its transaction commits', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
    // A table of this test's own, so no other spec sharing the database sees its rows.
    await t.db.query('CREATE TABLE after_commit_probe (id text PRIMARY KEY)');
  });
  afterAll(async () => {
    await t.db.query('DROP TABLE after_commit_probe');
    await t.close();
  });

  /** Records each callback run with whether its row was visible to another connection then. */
  function recorder() {
    const seen: { key: string; committed: boolean }[] = [];
    const checks: Promise<void>[] = [];
    const run = (key: string) => {
      checks.push(
        t.db.query('SELECT 1 FROM after_commit_probe WHERE id = $1', [key]).then((rows: unknown[]) => {
          seen.push({ key, committed: rows.length === 1 });
        }),
      );
    };
    return { seen, run, settled: () => Promise.all(checks) };
  }
  const write = (m: import('typeorm').EntityManager, key: string) =>
    m.query('INSERT INTO after_commit_probe (id) VALUES ($1)', [key]);

  it('runs after the commit, when the change is visible to everyone, and not before', async () => {
    const rec = recorder();
    const key = `evt_${randomUUID()}`;
    await t.db.transaction(async (m) => {
      await write(m, key);
      afterCommit(m, () => rec.run(key));
      await m.query('SELECT 1');
      expect(rec.seen).toEqual([]);
    });
    await rec.settled();
    expect(rec.seen).toEqual([{ key, committed: true }]);
  });

  it('never runs when the transaction rolls back, or for a rolled-back savepoint', async () => {
    const rec = recorder();
    const [lost, kept, inner] = [`evt_${randomUUID()}`, `evt_${randomUUID()}`, `evt_${randomUUID()}`];

    await expect(
      t.db.transaction(async (m) => {
        await write(m, lost);
        afterCommit(m, () => rec.run(lost));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');

    await t.db.transaction(async (m) => {
      await write(m, kept);
      afterCommit(m, () => rec.run(kept));
      await m
        .transaction(async (nested) => {
          await write(nested, inner);
          afterCommit(nested, () => rec.run(inner));
          throw new Error('savepoint rolled back');
        })
        .catch(() => undefined);
    });
    await rec.settled();
    expect(rec.seen).toEqual([{ key: kept, committed: true }]);
  });

  it('runs at once outside a transaction, where writes are already committed', () => {
    const fn = jest.fn();
    afterCommit(t.db.manager, fn);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
