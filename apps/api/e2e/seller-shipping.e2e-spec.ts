import type { AdminOrder, Order, Paged, SellerOrder, SellerProduct, SellerStats } from '@phonehub/contracts';
import { approvedSeller, eventually, register, type Account, uniqueTag } from './support/fixtures';
import type { Answer } from './support/http';
import { addProduct, checkout, paidOrder, refundInFull, useSandboxShop } from './support/sandbox-shop';

// A marketplace seller's shipping is charged and paid: a mixed cart pays PhoneHub's parcel by the
// method and the seller's parcel at its product shipping cost, the provider's session asks exactly
// the order total, the charge is frozen on the order, and the seller is credited its parcel's
// shipping less the platform fee (which covers shipping too) with its items, reversed when the
// order is refunded.

describe('sellers ship their own parcels and are paid their shipping', () => {
  const shop = useSandboxShop();
  const { t, api, stripe } = shop;
  let adminToken: string;
  beforeAll(() => (adminToken = shop.adminToken));
  const tag = uniqueTag();

  const seller = (company: string): Promise<Account> =>
    approvedSeller(api, adminToken, company, { account: { first_name: 'Sam' } });

  const listing = (overrides: Record<string, unknown> = {}) => ({
    name: `Galaxy S22 ship ${tag}`,
    brand: 'Samsung',
    model: 'Galaxy S22',
    price: 100,
    stock_quantity: 10,
    shipping_cost: 12.5,
    free_shipping: false,
    ...overrides,
  });
  const createListing = async (account: Account, body: Record<string, unknown>) => {
    const res = await api.post<Answer<SellerProduct>>('/api/seller/products', body, {
      token: account.access_token,
    });
    expect(res.status).toBe(201);
    return res.body;
  };
  const stats = async (account: Account) =>
    (await api.get<SellerStats>('/api/seller/stats', { token: account.access_token })).body;
  const setStatus = (orderId: string, body: Record<string, unknown>) =>
    api.put<Answer<AdminOrder>>(`/api/orders/${orderId}/status`, body, { token: adminToken });

  it('charges PhoneHub parcel + the seller parcel, the session asks the order total, and the charge is frozen', async () => {
    const company = `Ship Co ${tag}`;
    const alice = await seller(company);
    const shopper = await register(api);
    // Two of Alice's listings: her parcel ships at the highest of their costs ($12.50).
    const phone = await createListing(alice, listing());
    const cable = await createListing(
      alice,
      listing({ name: `Cable ship ${tag}`, price: 20, shipping_cost: 4 }),
    );
    const ours = await addProduct(t, 3_000, 5, `shop ship ${tag}`);

    // Items: 2 × $100 + $20 (Alice) + $30 (PhoneHub) = $250; tax 8 % = $20.00;
    // PhoneHub's $30 parcel is under $50: standard $5.99; Alice's parcel $12.50.
    const session = await checkout(shop, shopper, [
      { id: phone.id, quantity: 2 },
      { id: cable.id, quantity: 1 },
      { id: ours, quantity: 1 },
    ]);
    expect(session.status).toBe(201);
    const expectedTotal = 25_000 + 2_000 + 599 + 1_250;
    const provider = await stripe.checkout.sessions.retrieve(session.body.session_id);
    expect(provider.amount_total).toBe(expectedTotal);
    const page = await (await fetch(`${shop.sandbox.url}/pay/${session.body.session_id}`)).text();
    expect(page).toContain(`Shipping from ${company}`);
    expect(page).toContain('Shipping: Standard');

    const [{ id: orderId }] = await t.db.query('SELECT id FROM orders WHERE stripe_session_id = $1', [
      session.body.session_id,
    ]);
    const pending = (await api.get<Order>(`/api/orders/${orderId}`, { token: shopper.access_token })).body;
    expect(pending).toMatchObject({
      subtotal: 250,
      tax: 20,
      shipping_cost: 18.49,
      total: expectedTotal / 100,
    });
    expect(pending.parcels).toEqual([
      { seller: null, sold_by: 'PhoneHub', subtotal: 30, shipping_cost: 5.99, tracking: null },
      {
        seller: { id: alice.user.id, company_name: company },
        sold_by: company,
        subtotal: 220,
        shipping_cost: 12.5,
        tracking: null,
      },
    ]);

    // Alice raises her shipping afterwards: the placed order keeps what it was charged.
    const edited = await api.put<Answer<SellerProduct>>(
      `/api/seller/products/${phone.id}`,
      listing({ shipping_cost: 40 }),
      { token: alice.access_token },
    );
    expect(edited.status).toBe(200);
    expect(edited.body.terms.shipping_cost).toBe(40);
    const again = (await api.get<Order>(`/api/orders/${orderId}`, { token: shopper.access_token })).body;
    expect(again).toMatchObject({ shipping_cost: 18.49, total: expectedTotal / 100 });
    expect(again.parcels?.[1]?.shipping_cost).toBe(12.5);

    // A new checkout of the same cart is charged the new cost.
    const later = await checkout(shop, shopper, [{ id: phone.id, quantity: 1 }]);
    expect(later.status).toBe(201);
    const laterSession = await stripe.checkout.sessions.retrieve(later.body.session_id);
    // Seller only: no PhoneHub parcel whatever the method; $100 + $8 tax + $40 shipping.
    expect(laterSession.amount_total).toBe(10_000 + 800 + 4_000);
  });

  it("credits the seller (items + its parcel's shipping) × (1 − fee) after delivery, and a full refund takes both back", async () => {
    const company = `Parcel Co ${tag}`;
    const bob = await seller(company);
    const shopper = await register(api);
    const phone = await createListing(
      bob,
      listing({ name: `Pixel ship ${tag}`, price: 150, shipping_cost: 9.99 }),
    );
    const ours = await addProduct(t, 6_000, 5, `shop ship2 ${tag}`);

    // Items: $150 (Bob) + $60 (PhoneHub, free standard from $50); Bob's parcel $9.99.
    const order = await paidOrder(shop, shopper, [
      { id: phone.id, quantity: 1 },
      { id: ours, quantity: 1 },
    ]);
    expect(order).toMatchObject({ subtotal: 210, tax: 16.8, shipping_cost: 9.99, total: 236.79 });
    expect(order.parcels?.map((p) => [p.sold_by, p.shipping_cost])).toEqual([
      ['PhoneHub', 0],
      [company, 9.99],
    ]);

    // Bob's view of the order: items and shipping, the 4 % fee on both, his payout the rest; his
    // pending balance holds it.
    const itemsPayout = 15_000 - 600; // 4 % fee on the items
    const shippingCredit = 999 - 40; // and on the shipping (39.96 cents, rounded)
    const mine = await api.get<Paged<SellerOrder>>('/api/seller/orders', { token: bob.access_token });
    expect(mine.body.items).toEqual([
      expect.objectContaining({
        id: order.id,
        total_cents: 15_999,
        fee_cents: 640,
        payout_cents: itemsPayout + shippingCredit,
        shipping_cents: 999,
      }),
    ]);
    await eventually(
      () => stats(bob),
      (s) => s.pending_balance_cents === itemsPayout + shippingCredit,
      'the pending earning with shipping',
    );
    expect(await stats(bob)).toMatchObject({
      fees_cents: 640,
      shipping_cents: shippingCredit,
      available_balance_cents: 0,
    });

    // Shipped by both, delivered; once the return window has passed the whole of it is available.
    expect(
      (
        await api.post(
          `/api/seller/orders/${order.id}/ship`,
          { tracking_number: `BOB-${tag}` },
          { token: bob.access_token },
        )
      ).status,
    ).toBe(200);
    expect((await setStatus(order.id, { status: 'shipped', tracking_number: `SHOP-${tag}` })).status).toBe(
      200,
    );
    expect((await setStatus(order.id, { status: 'delivered' })).status).toBe(200);
    await eventually(
      async () =>
        t.db.query(`SELECT kind, available_at FROM seller_ledger_entries WHERE order_id = $1 ORDER BY kind`, [
          order.id,
        ]),
      (rows: { kind: string; available_at: Date | null }[]) =>
        rows.length === 2 && rows.every((r) => r.available_at !== null),
      'the return window to start for the items and the shipping',
    );
    await t.db.query(
      `UPDATE seller_ledger_entries SET available_at = available_at - interval '31 days' WHERE order_id = $1`,
      [order.id],
    );
    expect(await stats(bob)).toMatchObject({
      pending_balance_cents: 0,
      available_balance_cents: itemsPayout + shippingCredit,
    });

    // A second order refunded in full: its items' payout and its shipping credit are both reversed.
    const refunded = await paidOrder(shop, shopper, [{ id: phone.id, quantity: 1 }]);
    expect(refunded).toMatchObject({ shipping_cost: 9.99, total: 150 + 12 + 9.99 });
    await eventually(
      () => stats(bob),
      (s) => s.pending_balance_cents === itemsPayout + shippingCredit,
      'the second earning',
    );
    await refundInFull(shop, refunded.id);
    await eventually(
      () => stats(bob),
      (s) => s.pending_balance_cents === 0,
      'the reversal of items and shipping',
    );
    const reversals = await t.db.query(
      `SELECT amount_cents, order_parcel_id IS NOT NULL AS shipping FROM seller_ledger_entries
        WHERE order_id = $1 AND kind = 'reversal' ORDER BY amount_cents`,
      [refunded.id],
    );
    expect(reversals).toEqual([
      { amount_cents: -itemsPayout, shipping: false },
      { amount_cents: -shippingCredit, shipping: true },
    ]);
    expect(await stats(bob)).toMatchObject({
      available_balance_cents: itemsPayout + shippingCredit,
      shipping_cents: shippingCredit,
    });
  });
});
