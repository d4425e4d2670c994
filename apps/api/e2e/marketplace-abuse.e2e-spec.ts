import { randomUUID } from 'node:crypto';
import type { CheckoutWithCreditResponse, Paged, SellerOrder, SellerProduct } from '@phonehub/contracts';
import {
  approvedSeller,
  eventually,
  register,
  type Account,
  uniqueClientIp,
  uniqueEmail,
  uniqueTag,
} from './support/fixtures';
import { type Answer, expectErrorBody } from './support/http';
import {
  checkout,
  orderIdOfSession,
  orderRow,
  paidOrder,
  payOnSandbox,
  SHIPPING_ADDRESS,
  stockOf,
  useSandboxShop,
} from './support/sandbox-shop';

// Issue 34, second security review: findings 2, 3, 6, 7 and 8 (sellers' money and the marketplace's
// trust rules), each reproduced as reported and now refused.

const HELD_CAP =
  'At most 20 items can be reserved in open checkouts at a time. Please finish your other checkout or wait until it expires, or lower the quantities.';

describe('marketplace abuse (issue 34)', () => {
  // Every client names its own address through a trusted local hop, and the shop's own hold cap (20).
  const shop = useSandboxShop({ TRUST_PROXY: 'loopback', CHECKOUT_MAX_HELD_UNITS: '20' });
  const { t, api, stripe } = shop;
  const tag = uniqueTag();

  const seller = (company: string): Promise<Account> =>
    approvedSeller(api, shop.adminToken, `${company} ${tag}`);
  const listing = (overrides: Record<string, unknown> = {}) => ({
    name: `Galaxy S21 abuse ${tag} ${randomUUID().slice(0, 4)}`,
    brand: 'Samsung',
    model: 'Galaxy S21',
    price: 250,
    stock_quantity: 10,
    ...overrides,
  });
  const createListing = (account: Account, body: Record<string, unknown>) =>
    api.post<Answer<SellerProduct>>('/api/seller/products', body, { token: account.access_token });
  const listed = async (account: Account, body: Record<string, unknown>) => {
    const res = await createListing(account, body);
    expect(res.status).toBe(201);
    return res.body;
  };
  /** A signed-in checkout from `ip`. */
  const checkoutFrom = (shopper: Account, lines: { id: string; quantity: number }[], ip: string) =>
    checkout(shop, shopper, lines, {}, ip);
  const ledgerOf = async (sellerId: string) =>
    t.db.query(
      `SELECT kind, amount_cents FROM seller_ledger_entries WHERE seller_id = $1 ORDER BY kind, amount_cents`,
      [sellerId],
    );
  const sellerOrders = (account: Account, query = '') =>
    api.get<Paged<SellerOrder>>(`/api/seller/orders${query}`, { token: account.access_token });

  describe('finding 2: the platform fee covers shipping, shipping is capped, a price is at least $1', () => {
    it('refuses the reported listing ($0.01 with $500 shipping), a price under $1 and shipping over the $50 cap', async () => {
      const mallory = await seller('Penny Shipping');
      const reported = await createListing(
        mallory,
        listing({ price: 0.01, shipping_cost: 500, free_shipping: false }),
      );
      expect(reported.status).toBe(400);
      expect(reported.body).toMatchObject({ code: 'VALIDATION_FAILED', detail: 'price must be at least $1' });
      expectErrorBody(
        await createListing(mallory, listing({ price: 0.99 })),
        400,
        'VALIDATION_FAILED',
        'price must be at least $1',
      );
      expectErrorBody(
        await createListing(mallory, listing({ price: 1, shipping_cost: 500, free_shipping: false })),
        400,
        'VALIDATION_FAILED',
        'shipping_cost must be at most $50.00: the most shipping one parcel may cost',
      );
      // An edit cannot raise it past the cap either.
      const product = await listed(mallory, listing({ price: 1, shipping_cost: 50, free_shipping: false }));
      const raised = await api.put(
        `/api/seller/products/${product.id}`,
        listing({ name: product.name, price: 1, shipping_cost: 50.01, free_shipping: false }),
        { token: mallory.access_token },
      );
      expect(raised.status).toBe(400);
      // PhoneHub's own products too.
      expectErrorBody(
        await api.post(
          '/api/admin/products',
          { name: `Cheap ${tag}`, brand: 'Apple', price: 0.5 },
          { token: shop.adminToken },
        ),
        400,
        'VALIDATION_FAILED',
        'price must be at least $1',
      );
      const [{ count }] = await t.db.query(
        `SELECT count(*)::int AS count FROM products WHERE seller_id = $1`,
        [mallory.user.id],
      );
      expect(count).toBe(1);
      expect(
        (await t.db.query('SELECT shipping_cost_cents FROM products WHERE id = $1', [product.id]))[0],
      ).toEqual({ shipping_cost_cents: 5_000 });
    });

    it('takes 4 % of the shipping too: a $1 product with $50 shipping pays a fee on $51, payout = total − fee', async () => {
      const mallory = await seller('Fee Shipping');
      const product = await listed(mallory, listing({ price: 1, shipping_cost: 50, free_shipping: false }));
      const shopper = await register(api);
      const order = await paidOrder(shop, shopper, [{ id: product.id, quantity: 1 }], uniqueClientIp());
      // $1 + 8 % tax + $50 shipping.
      expect(order).toMatchObject({ subtotal: 1, tax: 0.08, shipping_cost: 50, total: 51.08 });

      // Fee: 4 ¢ on the item and $2.00 on the shipping, frozen on the line and the parcel.
      const [parcel] = await t.db.query(
        'SELECT shipping_cents, fee_cents FROM order_parcels WHERE order_id = $1 AND seller_id = $2',
        [order.id, mallory.user.id],
      );
      expect(parcel).toEqual({ shipping_cents: 5_000, fee_cents: 200 });
      const [line] = await t.db.query('SELECT fee_cents, payout_cents FROM order_items WHERE order_id = $1', [
        order.id,
      ]);
      expect(line).toEqual({ fee_cents: 4, payout_cents: 96 });

      const mine = (await sellerOrders(mallory)).body.items.find((o) => o.id === order.id);
      expect(mine).toMatchObject({ total_cents: 5_100, fee_cents: 204, shipping_cents: 5_000 });
      expect(mine?.payout_cents).toBe((mine?.total_cents ?? 0) - (mine?.fee_cents ?? 0));
      // The ledger credits exactly the payout: the item's 96 ¢ and the shipping less its fee.
      await eventually(
        () => ledgerOf(mallory.user.id),
        (rows: unknown[]) => rows.length === 2,
        'the earning and the shipping credit',
      );
      expect(await ledgerOf(mallory.user.id)).toEqual([
        { kind: 'earning', amount_cents: 96 },
        { kind: 'shipping', amount_cents: 4_800 },
      ]);
    });

    it('charges at most $50 per parcel for a product saved before the cap', async () => {
      const legacy = await seller('Legacy Shipping');
      const product = await listed(legacy, listing({ price: 20, shipping_cost: 10, free_shipping: false }));
      await t.db.query('UPDATE products SET shipping_cost_cents = 50000 WHERE id = $1', [product.id]);
      const shopper = await register(api);
      const res = await checkoutFrom(shopper, [{ id: product.id, quantity: 1 }], uniqueClientIp());
      expect(res.status).toBe(201);
      const order = await orderRow(t, await orderIdOfSession(t, res.body.session_id));
      expect(order).toMatchObject({
        subtotal_cents: 2_000,
        shipping_cents: 5_000,
        total_cents: 2_000 + 160 + 5_000,
      });
    });
  });

  describe('finding 3: the hold cap counts per account and per client address together', () => {
    it('lets two fresh accounts from one address hold 20 units between them; another address may hold its own', async () => {
      const product = await listed(await seller('Hoard Target'), listing({ stock_quantity: 44 }));
      const ip = uniqueClientIp();
      const first = await register(api);
      const second = await register(api);

      // The first account holds 20 (two checkouts of 10, the most per line).
      expect((await checkoutFrom(first, [{ id: product.id, quantity: 10 }], ip)).status).toBe(201);
      expect((await checkoutFrom(first, [{ id: product.id, quantity: 10 }], ip)).status).toBe(201);
      expect(await stockOf(t, product.id)).toBe(24);

      // The reported attack: a second free account from the same address holds 20 more. Now refused.
      const hoard = await checkoutFrom(second, [{ id: product.id, quantity: 10 }], ip);
      expectErrorBody(hoard, 409, 'CONFLICT', HELD_CAP);
      expectErrorBody(
        await checkoutFrom(second, [{ id: product.id, quantity: 1 }], ip),
        409,
        'CONFLICT',
        HELD_CAP,
      );
      // A guest from that address shares the cap as well.
      const guest = await api.post(
        '/api/payments/checkout/session/guest',
        {
          cart_items: [{ id: product.id, quantity: 1 }],
          origin_url: 'http://localhost:4200',
          email: uniqueEmail('guest'),
          shipping_address: SHIPPING_ADDRESS,
          shipping_method: 'standard',
        },
        { headers: { 'x-forwarded-for': ip } },
      );
      expectErrorBody(guest, 409, 'CONFLICT', HELD_CAP);
      expect(await stockOf(t, product.id)).toBe(24);

      // The second account from another address is not affected.
      expect((await checkoutFrom(second, [{ id: product.id, quantity: 10 }], uniqueClientIp())).status).toBe(
        201,
      );
      expect(await stockOf(t, product.id)).toBe(14);
    });
  });

  describe("finding 6: checkout refuses a suspended seller's or a delisted product's lines", () => {
    const payNow = (shopper: Account, orderId: string) =>
      api.post<Answer<CheckoutWithCreditResponse>>(
        `/api/payments/checkout/orders/${orderId}/session`,
        { origin_url: 'http://localhost:4200' },
        { token: shopper.access_token, headers: { 'x-forwarded-for': uniqueClientIp() } },
      );
    /** A seller's product `name` and a shopper's pending (placed, not paid) order of one unit of it. */
    async function pendingOrderOf(company: string, name: string) {
      const owner = await seller(company);
      const product = await listed(owner, listing({ name }));
      const shopper = await register(api);
      const placed = await checkoutFrom(shopper, [{ id: product.id, quantity: 1 }], uniqueClientIp());
      expect(placed.status).toBe(201);
      const sessionId = placed.body.session_id;
      return { owner, product, shopper, sessionId, orderId: await orderIdOfSession(t, sessionId) };
    }
    /**
     * Runs `during` with the provider's webhooks held back, so the order stays pending whatever the
     * withdrawal's job did to its payment page meanwhile ("Pay now" meets the order as reported).
     */
    async function withoutWebhooks(during: () => Promise<void>): Promise<void> {
      shop.sandbox.setWebhookUrl(null);
      try {
        await during();
      } finally {
        shop.sandbox.setWebhookUrl(`${t.baseUrl}/api/payments/webhook`);
      }
    }
    /** The payment page the shopper was left with gets closed: it can no longer be paid either. */
    const closed = (sessionId: string) =>
      eventually(
        () => stripe.checkout.sessions.retrieve(sessionId),
        (session) => session.status === 'expired',
        'the open payment page closed',
      );

    it('refuses "Pay now" on an order placed before the seller was suspended: no session, no earning', async () => {
      const {
        owner: suspended,
        product,
        shopper,
        sessionId,
        orderId,
      } = await pendingOrderOf('Suspended Soon', `Suspended phone ${tag}`);

      await withoutWebhooks(async () => {
        const suspension = await api.put(
          `/api/admin/sellers/${suspended.user.id}/suspend`,
          { is_suspended: true },
          { token: shop.adminToken },
        );
        expect(suspension.status).toBe(200);

        const again = await payNow(shopper, orderId);
        expectErrorBody(
          again,
          409,
          'CONFLICT',
          `Suspended phone ${tag} is no longer sold, so this order can no longer be paid. Please cancel it and check out again without it.`,
        );
        // No session was opened: the order still names its first one, unpaid; the seller earned nothing.
        expect(await orderRow(t, orderId)).toMatchObject({
          stripe_session_id: sessionId,
          status: 'pending',
          payment_status: 'unpaid',
        });
        // The payment page the shopper still had is closed too: paying it now is refused.
        await closed(sessionId);
        expect((await payOnSandbox(shop.sandbox, sessionId)).status).not.toBe(303);
        expect(await ledgerOf(suspended.user.id)).toEqual([]);
      });

      // A new checkout of it is refused too, naming it.
      expectErrorBody(
        await checkoutFrom(shopper, [{ id: product.id, quantity: 1 }], uniqueClientIp()),
        400,
        'VALIDATION_FAILED',
        `Suspended phone ${tag} is no longer available. Please remove it from your cart.`,
      );
    });

    it('refuses "Pay now" when the product was delisted since the order was placed', async () => {
      const { owner, product, shopper, sessionId, orderId } = await pendingOrderOf(
        'Delisting',
        `Delisted phone ${tag}`,
      );
      await withoutWebhooks(async () => {
        // An order names it, so its seller's delete hides it.
        expect(
          (
            await api.raw(`/api/seller/products/${product.id}`, {
              method: 'DELETE',
              token: owner.access_token,
            })
          ).status,
        ).toBe(204);

        const again = await payNow(shopper, orderId);
        expect(again.status).toBe(409);
        expect(again.body.detail).toBe(
          `Delisted phone ${tag} is no longer sold, so this order can no longer be paid. Please cancel it and check out again without it.`,
        );
        expect((await orderRow(t, orderId)).stripe_session_id).toBe(sessionId);
        await closed(sessionId);
      });
    });
  });

  describe("finding 7: a seller sees the buyer's name and address only once the order is paid", () => {
    it('shows no buyer details on a cancelled unpaid order (nor finds it by their name), and shows them once paid', async () => {
      const owner = await seller('Privacy');
      const product = await listed(owner, listing());
      const shopper = await register(api);
      const unpaidName = `Never Paid ${tag}`;
      const left = await checkout(
        shop,
        shopper,
        [{ id: product.id, quantity: 1 }],
        { shipping_address: { ...SHIPPING_ADDRESS, name: unpaidName, address_line_1: '9 Secret Lane' } },
        uniqueClientIp(),
      );
      expect(left.status).toBe(201);
      const unpaidId = await orderIdOfSession(t, left.body.session_id);
      // Pending: not listed at all.
      expect((await sellerOrders(owner)).body.items.map((o) => o.id)).not.toContain(unpaidId);

      // The shopper walks away: the checkout expires and the order is cancelled unpaid.
      await stripe.checkout.sessions.expire(left.body.session_id);
      await eventually(
        () => orderRow(t, unpaidId),
        (o) => o.status === 'cancelled',
        'the unpaid order cancelled',
      );
      const res = await sellerOrders(owner);
      expect(res.status).toBe(200);
      const cancelled = res.body.items.find((o) => o.id === unpaidId);
      expect(cancelled).toMatchObject({ status: 'cancelled', customer_name: null, shipping_address: null });
      expect(JSON.stringify(res.body)).not.toContain('Secret Lane');
      expect(JSON.stringify(res.body)).not.toContain(unpaidName);
      expect((await sellerOrders(owner, `?search=${encodeURIComponent(unpaidName)}`)).body.total).toBe(0);

      // A paid order carries them: the seller ships to that address.
      const paid = await paidOrder(shop, shopper, [{ id: product.id, quantity: 1 }], uniqueClientIp());
      const shown = (await sellerOrders(owner)).body.items.find((o) => o.id === paid.id);
      expect(shown).toMatchObject({
        status: 'confirmed',
        customer_name: SHIPPING_ADDRESS.name,
        shipping_address: expect.objectContaining({ address_line_1: SHIPPING_ADDRESS.address_line_1 }),
      });
    });
  });

  describe('finding 8: sellers cannot review or buy their own listings', () => {
    it('refuses a 5★ review of their own product; another customer may review it', async () => {
      const owner = await seller('Self Review');
      const product = await listed(owner, listing());
      const review = { rating: 5, title: 'Best phone ever', content: 'Flawless, buy it from this seller!' };
      expectErrorBody(
        await api.post(`/api/products/${product.id}/reviews`, review, { token: owner.access_token }),
        403,
        'FORBIDDEN',
        'You cannot review your own product',
      );
      expect(await t.db.query('SELECT id FROM reviews WHERE product_id = $1', [product.id])).toEqual([]);
      const customer = await register(api);
      expect(
        (
          await api.post(
            `/api/products/${product.id}/reviews`,
            { ...review, rating: 4 },
            { token: customer.access_token },
          )
        ).status,
      ).toBe(201);
    });

    it('refuses a checkout of their own listing and changes nothing', async () => {
      const owner = await seller('Self Buy');
      const product = await listed(owner, listing({ name: `Own phone ${tag}`, stock_quantity: 5 }));
      const res = await checkoutFrom(owner, [{ id: product.id, quantity: 1 }], uniqueClientIp());
      expectErrorBody(
        res,
        400,
        'VALIDATION_FAILED',
        `You cannot buy your own listing (Own phone ${tag}). Please remove it from your cart.`,
      );
      expect(await stockOf(t, product.id)).toBe(5);
      expect(await t.db.query('SELECT id FROM orders WHERE user_id = $1', [owner.user.id])).toEqual([]);
    });
  });
});
