import { randomUUID } from 'node:crypto';
import type {
  CheckoutSessionResponse,
  Order,
  OrderLookupResult,
  Paged,
  UserReview,
} from '@phonehub/contracts';
import { register, uniqueClientIp, uniqueEmail, waitForMail } from './support/fixtures';
import { client } from './support/http';
import { addProduct, payOnSandbox, SHIPPING_ADDRESS, useSandboxShop } from './support/sandbox-shop';
import { startTestApp, useTestApp } from './support/test-app';

const NOT_FOUND = { statusCode: 404, code: 'NOT_FOUND', detail: 'Order not found' };
const REFERENCE_MESSAGE = 'Please enter the 8-character order reference from your confirmation email';

describe("the shopper's orders, reviews and the guest order lookup", () => {
  const { t, api } = useTestApp();

  /** A stored order (paid, $100 + tax, standard shipping) with the given lines; returns its id. */
  async function storeOrder(
    email: string,
    userId: string | null,
    lines: { name: string; quantity: number; tracking?: string }[],
    createdAt = new Date(),
  ): Promise<string> {
    const [order] = await t.db.query(
      `INSERT INTO orders (user_id, email, status, payment_status, shipping_address, shipping_method,
                           subtotal_cents, tax_cents, shipping_cents, total_cents, paid_at, created_at)
       VALUES ($1, $2, 'processing', 'paid', $3, 'standard', 10000, 800, 0, 10800, now(), $4) RETURNING id`,
      [userId, email, JSON.stringify({ ...SHIPPING_ADDRESS, phone: '+1 555 010 2026' }), createdAt],
    );
    for (const line of lines) {
      await t.db.query(
        `INSERT INTO order_items (order_id, name, brand, model, unit_price_cents, quantity, tracking_number, shipped_at)
         VALUES ($1, $2, 'Google', 'Pixel 8', 5000, $3, $4::varchar, CASE WHEN $4::varchar IS NULL THEN NULL ELSE now() END)`,
        [order.id, line.name, line.quantity, line.tracking ?? null],
      );
    }
    return order.id;
  }

  const lookup = (body: unknown) => api.post<OrderLookupResult>('/api/orders/lookup', body);

  describe('GET /api/orders/mine', () => {
    it("pages the shopper's own orders, newest first, and nobody else's", async () => {
      const shopper = await register(api);
      const other = await register(api);
      const day = 24 * 3600 * 1000;
      const oldest = await storeOrder(
        shopper.email,
        shopper.user.id,
        [{ name: 'Old', quantity: 1 }],
        new Date(Date.now() - 3 * day),
      );
      const middle = await storeOrder(
        shopper.email,
        shopper.user.id,
        [{ name: 'Mid', quantity: 1 }],
        new Date(Date.now() - 2 * day),
      );
      const newest = await storeOrder(
        shopper.email,
        shopper.user.id,
        [{ name: 'New', quantity: 2 }],
        new Date(Date.now() - day),
      );
      await storeOrder(other.email, other.user.id, [{ name: 'Theirs', quantity: 1 }]);

      const first = await api.get<Paged<Order>>('/api/orders/mine?page=1&page_size=2', {
        token: shopper.access_token,
      });
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ total: 3, page: 1, page_size: 2, total_pages: 2 });
      expect(first.body.items.map((o) => o.id)).toEqual([newest, middle]);
      expect(first.body.items[0].items).toEqual([expect.objectContaining({ name: 'New', quantity: 2 })]);

      const second = await api.get<Paged<Order>>('/api/orders/mine?page=2&page_size=2', {
        token: shopper.access_token,
      });
      expect(second.body.items.map((o) => o.id)).toEqual([oldest]);

      const theirs = await api.get<Paged<Order>>('/api/orders/mine', { token: other.access_token });
      expect(theirs.body.total).toBe(1);
      expect(theirs.body.items[0].items[0].name).toBe('Theirs');
    });

    it('needs a signed-in user and a sensible page', async () => {
      expect((await api.get('/api/orders/mine')).status).toBe(401);
      const shopper = await register(api);
      const bad = await api.get('/api/orders/mine?page=0', { token: shopper.access_token });
      expect(bad.status).toBe(400);
      expect(bad.body.detail).toBe('page must be a whole number of at least 1');
    });
  });

  describe('POST /api/orders/lookup', () => {
    let email: string;
    let orderId: string;
    let reference: string;

    beforeAll(async () => {
      email = uniqueEmail('Guest.Lookup');
      orderId = await storeOrder(email, null, [
        { name: 'Pixel 8 lookup shipped', quantity: 1, tracking: '1Z999AA10123456784' },
        { name: 'Pixel 8 lookup waiting', quantity: 2 },
      ]);
      reference = orderId.slice(-8);
    });

    it('finds a guest order by email and reference, showing only its status, lines, parcels and dates', async () => {
      const found = await lookup({ email, reference });
      expect(found.status).toBe(200);
      expect(found.body).toEqual({
        reference,
        status: 'processing',
        payment_status: 'paid',
        shipping_method: 'standard',
        created_at: expect.any(String),
        paid_at: expect.any(String),
        delivered_at: null,
        items: [
          { name: 'Pixel 8 lookup shipped', brand: 'Google', model: 'Pixel 8', quantity: 1 },
          { name: 'Pixel 8 lookup waiting', brand: 'Google', model: 'Pixel 8', quantity: 2 },
        ],
        shipments: [
          {
            sold_by: 'PhoneHub',
            tracking_number: '1Z999AA10123456784',
            shipped_at: expect.any(String),
            items: ['Pixel 8 lookup shipped'],
            tracking: null,
          },
        ],
      });
      const text = JSON.stringify(found.body);
      for (const secret of [
        orderId,
        email.toLowerCase(),
        SHIPPING_ADDRESS.address_line_1,
        '555 010',
        'Avery',
      ])
        expect(text.toLowerCase()).not.toContain(secret.toLowerCase());
    });

    it('forgives case and spaces in the email and the reference, and a leading #', async () => {
      const found = await lookup({
        email: `  ${email.toUpperCase()} `,
        reference: ` #${reference.toUpperCase().slice(0, 4)} ${reference.toUpperCase().slice(4)} `,
      });
      expect(found.status).toBe(200);
      expect(found.body.reference).toBe(reference);
    });

    it('answers the same 404 for a wrong email, a wrong reference, or each half of another order', async () => {
      const otherEmail = uniqueEmail('other-guest');
      const otherId = await storeOrder(otherEmail, null, [{ name: 'Pixel 8 other', quantity: 1 }]);
      const wrongReference = reference === 'ffffffff' ? 'eeeeeeee' : 'ffffffff';
      const attempts = [
        { email: uniqueEmail('stranger'), reference },
        { email, reference: wrongReference },
        { email, reference: otherId.slice(-8) },
        { email: otherEmail, reference },
        // An email that only contains the order's, and a wildcard, match nothing either.
        { email: email.slice(1), reference },
        { email: '%', reference },
      ];
      for (const body of attempts) {
        const res = await lookup(body);
        expect({ body, status: res.status }).toEqual({ body, status: 404 });
        expect(res.body).toMatchObject(NOT_FOUND);
      }
    });

    it('refuses a missing half or a reference that cannot be one with 400, and never finds by either alone', async () => {
      for (const body of [{ email }, { reference }, { email: '', reference }]) {
        const res = await api.post('/api/orders/lookup', body);
        expect(res.status).toBe(400);
        expect(res.body.detail).toBe('Please fill in all required fields');
      }
      for (const bad of ['abc', `${reference}0`, '%%%%%%%%', '________']) {
        const res = await api.post('/api/orders/lookup', { email, reference: bad });
        expect(res.status).toBe(400);
        expect(res.body.detail).toBe(REFERENCE_MESSAGE);
      }
    });

    it('finds an order placed from an account by its email too (nothing more than for a guest)', async () => {
      const shopper = await register(api);
      const id = await storeOrder(shopper.email, shopper.user.id, [{ name: 'Pixel 8 account', quantity: 1 }]);
      const found = await lookup({ email: shopper.email, reference: id.slice(-8) });
      expect(found.status).toBe(200);
      expect(Object.keys(found.body).sort()).toEqual(
        [
          'created_at',
          'delivered_at',
          'items',
          'paid_at',
          'payment_status',
          'reference',
          'shipments',
          'shipping_method',
          'status',
        ].sort(),
      );
    });

    it('looks the order up through an index on the reference, not a scan of every order', async () => {
      // Without sequential scans the planner must show which index serves the lookup's condition.
      const plan = await t.db.transaction(async (manager) => {
        await manager.query('SET LOCAL enable_seqscan = off');
        const rows: { 'QUERY PLAN': string }[] = await manager.query(
          `EXPLAIN SELECT id FROM orders o WHERE o.id::text LIKE $1 AND o.email ILIKE $2`,
          [`%${reference}`, email],
        );
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      });
      expect(plan).toMatch(/ix_orders_id_text_trgm/);
    });
  });

  describe('GET /api/reviews/mine', () => {
    it("pages the shopper's own reviews, newest first, with their products", async () => {
      const shopper = await register(api);
      const other = await register(api);
      const products: string[] = [];
      for (const tag of ['one', 'two', 'three']) {
        const [row] = await t.db.query(
          `INSERT INTO products (name, brand, model, price_cents, category, stock_quantity)
           VALUES ($1, 'Google', 'Pixel 8', 50000, 'smartphones', 5) RETURNING id`,
          [`Pixel 8 reviewed ${tag} ${randomUUID().slice(0, 6)}`],
        );
        products.push(row.id);
      }
      const review = (userId: string, productId: string, title: string, ago: number) =>
        t.db.query(
          `INSERT INTO reviews (product_id, user_id, author_name, rating, title, content, created_at)
           VALUES ($1, $2, 'Avery O.', 4, $3, 'Works well after a month of use.', now() - make_interval(hours => $4))`,
          [productId, userId, title, ago],
        );
      await review(shopper.user.id, products[0], 'First', 3);
      await review(shopper.user.id, products[1], 'Second', 2);
      await review(shopper.user.id, products[2], 'Third', 1);
      await review(other.user.id, products[0], 'Not mine', 0);

      const page = await api.get<Paged<UserReview>>('/api/reviews/mine?page=1&page_size=2', {
        token: shopper.access_token,
      });
      expect(page.status).toBe(200);
      expect(page.body).toMatchObject({ total: 3, page: 1, page_size: 2, total_pages: 2 });
      expect(page.body.items.map((r) => r.title)).toEqual(['Third', 'Second']);
      expect(page.body.items[0]).toMatchObject({
        product_id: products[2],
        product_brand: 'Google',
        product_model: 'Pixel 8',
        rating: 4,
      });
      const last = await api.get<Paged<UserReview>>('/api/reviews/mine?page=2&page_size=2', {
        token: shopper.access_token,
      });
      expect(last.body.items.map((r) => r.title)).toEqual(['First']);
      expect((await api.get('/api/reviews/mine')).status).toBe(401);
    });
  });
});

describe('the order lookup rate limit', () => {
  it('rate-limits the lookup per client like the sign-in routes', async () => {
    // Its own app with a small budget (passport's strategies are per process: one app at a time).
    const limited = await startTestApp({ THROTTLE_AUTH_LIMIT: '2' });
    try {
      const limitedApi = client(limited.baseUrl);
      const body = { email: uniqueEmail('limited'), reference: 'abcdef12' };
      expect((await limitedApi.post('/api/orders/lookup', body)).status).toBe(404);
      expect((await limitedApi.post('/api/orders/lookup', body)).status).toBe(404);
      const refused = await limitedApi.post('/api/orders/lookup', body);
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    } finally {
      await limited.close();
    }
  });
});

describe('the order confirmation of a guest checkout', () => {
  // The guest below checks out from an address of its own, named through the local hop.
  const shop = useSandboxShop({ TRUST_PROXY: 'loopback' });

  it('links to the lookup page, where the paid order is found with the email and reference', async () => {
    const product = await addProduct(shop.t, 25000, 3, 'lookup-mail');
    const email = uniqueEmail('guest-mail');
    const session = await shop.api.post<CheckoutSessionResponse>(
      '/api/payments/checkout/session/guest',
      {
        cart_items: [{ id: product, quantity: 1 }],
        origin_url: 'http://localhost:4200',
        email,
        shipping_address: SHIPPING_ADDRESS,
        shipping_method: 'express',
      },
      { headers: { 'x-forwarded-for': uniqueClientIp() } },
    );
    expect(session.status).toBe(201);
    expect((await payOnSandbox(shop.sandbox, session.body.session_id)).status).toBe(303);

    const [mail] = await waitForMail(shop.t.outboxDir, email);
    const [{ id }] = await shop.t.db.query('SELECT id FROM orders WHERE stripe_session_id = $1', [
      session.body.session_id,
    ]);
    const reference = id.slice(-8);
    expect(mail.text).toContain(`http://localhost:4200/orders/lookup?reference=${reference}`);
    expect(mail.text).not.toContain(encodeURIComponent(email));

    const found = await shop.api.post<OrderLookupResult>('/api/orders/lookup', { email, reference });
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({
      reference,
      status: 'confirmed',
      payment_status: 'paid',
      shipping_method: 'express',
    });
    expect(found.body.items).toEqual([
      expect.objectContaining({ quantity: 1, brand: 'Google', model: 'Pixel 8' }),
    ]);
  });
});
