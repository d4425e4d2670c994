import type {
  AdminOrder,
  AdminSeller,
  MarketplaceSettings,
  Order,
  Paged,
  SellerOrder,
  SellerPayout,
  SellerStats,
} from '@phonehub/contracts';
import { approvedSeller, eventually, register, type Account, uniqueTag } from './support/fixtures';
import type { Answer } from './support/http';
import {
  addProduct,
  checkout,
  paidOrder as payOrder,
  refundInFull,
  useSandboxShop,
} from './support/sandbox-shop';
import { SellerTransfersService } from '../src/sellers/payouts/seller-transfers.service';

// A shopper buys a seller's product and one of PhoneHub's in one order through the payment
// sandbox: each side sees and ships its own lines, the seller's fee and payout are frozen at 4 %
// and 96 %, its earning waits for delivery and the return window, refunds reverse it, and it is
// transferred only to a payout account (seller-transfers.e2e-spec.ts).

describe('sellers: their lines of orders, shipping and money', () => {
  // The fee is one setting every spec file shares: put back what the tests changed.
  const resetFee = () =>
    api.put('/api/admin/settings/marketplace', { platform_fee_percent: 4 }, { token: adminToken });
  const shop = useSandboxShop({}, { beforeClose: resetFee });
  const { t, api } = shop;
  let adminToken: string;
  beforeAll(() => (adminToken = shop.adminToken));
  const tag = uniqueTag();

  /** A registered user whose partner application an admin approved. */
  const seller = (company: string): Promise<Account> =>
    approvedSeller(api, adminToken, company, {
      account: { first_name: 'Sam' },
      email: 'sales@seller.example',
    });

  /** A product listed by `sellerId` (the seller products API belongs to another part of the marketplace). */
  async function sellerProduct(sellerId: string, priceCents: number, stock: number): Promise<string> {
    const id = await addProduct(t, priceCents, stock, `seller ${tag}`);
    await t.db.query('UPDATE products SET seller_id = $2 WHERE id = $1', [id, sellerId]);
    return id;
  }

  const paidOrder = (shopper: Account, lines: { id: string; quantity: number }[]) =>
    payOrder(shop, shopper, lines);

  const sellerOrders = (account: Account, query = '') =>
    api.get<Answer<Paged<SellerOrder>>>(`/api/seller/orders${query}`, { token: account.access_token });
  const ship = (account: Account, orderId: string, tracking: unknown) =>
    api.post<Answer<SellerOrder>>(
      `/api/seller/orders/${orderId}/ship`,
      { tracking_number: tracking },
      { token: account.access_token },
    );
  const stats = async (account: Account) =>
    (await api.get<SellerStats>('/api/seller/stats', { token: account.access_token })).body;
  const setStatus = (orderId: string, body: Record<string, unknown>) =>
    api.put<Answer<AdminOrder>>(`/api/orders/${orderId}/status`, body, { token: adminToken });
  /** Lets the return windows of the order's lines pass, as if the delivery was 31 days ago. */
  const windowPassed = (orderId: string) =>
    t.db.query(
      `UPDATE seller_ledger_entries SET available_at = available_at - interval '31 days' WHERE order_id = $1 AND available_at IS NOT NULL`,
      [orderId],
    );

  it('admins read and change the fee setting within 0 to 30 % (2 decimals); others may not', async () => {
    const read = await api.get<MarketplaceSettings>('/api/admin/settings/marketplace', { token: adminToken });
    expect(read).toMatchObject({ status: 200, body: { platform_fee_percent: 4 } });
    for (const bad of [-1, 30.01, 4.125, '4', null]) {
      const res = await api.put<Answer<MarketplaceSettings>>(
        '/api/admin/settings/marketplace',
        { platform_fee_percent: bad },
        { token: adminToken },
      );
      expect(res.status).toBe(400);
      expect(res.body.detail).toBe(
        'The platform fee must be a percentage from 0 to 30 with at most 2 decimals',
      );
    }
    const shopper = await register(api);
    expect((await api.get('/api/admin/settings/marketplace', { token: shopper.access_token })).status).toBe(
      403,
    );
    const changed = await api.put<MarketplaceSettings>(
      '/api/admin/settings/marketplace',
      { platform_fee_percent: 12.5 },
      { token: adminToken },
    );
    expect(changed).toMatchObject({ status: 200, body: { platform_fee_percent: 12.5 } });
    await api.put('/api/admin/settings/marketplace', { platform_fee_percent: 4 }, { token: adminToken });
  });

  it('splits, ships, releases, reverses and pays out a mixed order', async () => {
    const company = `Refurb ${tag}`;
    const alice = await seller(company);
    const bob = await seller(`Other ${tag}`);
    const shopper = await register(api);
    const theirs = await sellerProduct(alice.user.id, 10_000, 5);
    const ours = await addProduct(t, 5_000, 5, `shop ${tag}`);

    // One order: 2 units of Alice's at $100 and 1 of PhoneHub's at $50.
    const order = await paidOrder(shopper, [
      { id: theirs, quantity: 2 },
      { id: ours, quantity: 1 },
    ]);
    const aliceItem = order.items.find((i) => i.product_id === theirs);
    const ourItem = order.items.find((i) => i.product_id === ours);
    expect(aliceItem?.seller).toEqual({ id: alice.user.id, company_name: company });
    expect(ourItem?.seller).toBeNull();

    // Alice sees only her line, with the fee (4 %) and payout (96 %) in cents; Bob sees nothing.
    const listed = await sellerOrders(alice);
    expect(listed.status).toBe(200);
    expect(listed.body.items).toHaveLength(1);
    const [mine] = listed.body.items;
    expect(mine).toMatchObject({
      id: order.id,
      status: 'confirmed',
      customer_name: 'Avery ONeil',
      payout_cents: 19_200,
    });
    expect(mine.lines).toEqual([
      expect.objectContaining({
        id: aliceItem?.id,
        product_id: theirs,
        quantity: 2,
        price: 100,
        fee_cents: 800,
        payout_cents: 19_200,
        tracking_number: null,
        shipped_at: null,
      }),
    ]);
    expect((await sellerOrders(alice, '?status=to_ship')).body.total).toBe(1);
    expect((await sellerOrders(alice, '?status=shipped')).body.total).toBe(0);
    expect((await sellerOrders(bob)).body.total).toBe(0);

    // A later fee changes nothing on this order.
    expect(
      (await api.put('/api/admin/settings/marketplace', { platform_fee_percent: 10 }, { token: adminToken }))
        .status,
    ).toBe(200);
    expect((await sellerOrders(alice)).body.items[0].lines[0]).toMatchObject({
      fee_cents: 800,
      payout_cents: 19_200,
    });
    const [frozen] = await t.db.query(
      'SELECT fee_bps, fee_cents, payout_cents FROM order_items WHERE id = $1',
      [aliceItem?.id],
    );
    expect(frozen).toEqual({ fee_bps: 400, fee_cents: 800, payout_cents: 19_200 });
    await api.put('/api/admin/settings/marketplace', { platform_fee_percent: 4 }, { token: adminToken });

    // The earning is pending from the payment on.
    await eventually(
      () => stats(alice),
      (s) => s.pending_balance_cents === 19_200,
      'the pending earning',
    );
    expect(await stats(alice)).toMatchObject({
      units_sold: 2,
      revenue_cents: 20_000,
      fees_cents: 800,
      available_balance_cents: 0,
      paid_out_cents: 0,
    });

    // Bob cannot ship Alice's order; a blank tracking number is refused.
    expect((await ship(bob, order.id, 'BOB-1')).status).toBe(404);
    const blank = await ship(alice, order.id, '  ');
    expect(blank.status).toBe(400);

    // Alice ships her line: the order is processing, not shipped, until PhoneHub ships its own.
    const shipped = await ship(alice, order.id, 'ALICE-TRACK-1');
    expect(shipped.status).toBe(200);
    expect(shipped.body).toMatchObject({
      status: 'processing',
      lines: [expect.objectContaining({ tracking_number: 'ALICE-TRACK-1' })],
    });
    const again = await ship(alice, order.id, 'ALICE-TRACK-2');
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe('This order has nothing of yours left to ship');
    expect((await sellerOrders(alice, '?status=shipped')).body.total).toBe(1);

    const adminShip = await setStatus(order.id, { status: 'shipped', tracking_number: 'SHOP-TRACK-1' });
    expect(adminShip.status).toBe(200);
    expect(adminShip.body.status).toBe('shipped');
    const seen = (await api.get<Order>(`/api/orders/${order.id}`, { token: shopper.access_token })).body;
    expect(seen.shipments).toHaveLength(2);
    expect(seen.shipments).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          sold_by: company,
          tracking_number: 'ALICE-TRACK-1',
          item_ids: [aliceItem?.id],
        }),
        expect.objectContaining({
          sold_by: 'PhoneHub',
          tracking_number: 'SHOP-TRACK-1',
          item_ids: [ourItem?.id],
        }),
      ]),
    );

    // Delivered: still pending during the return window, available once it has passed.
    expect((await setStatus(order.id, { status: 'delivered' })).status).toBe(200);
    await eventually(
      async () =>
        (
          await t.db.query(
            `SELECT available_at FROM seller_ledger_entries WHERE order_id = $1 AND kind = 'earning'`,
            [order.id],
          )
        )[0],
      (row) => row.available_at !== null,
      'the return window to start',
    );
    expect(await stats(alice)).toMatchObject({ pending_balance_cents: 19_200, available_balance_cents: 0 });
    await windowPassed(order.id);
    expect(await stats(alice)).toMatchObject({ pending_balance_cents: 0, available_balance_cents: 19_200 });
    const admins = await api.get<Paged<AdminSeller>>(
      `/api/admin/sellers?search=${encodeURIComponent(company)}`,
      {
        token: adminToken,
      },
    );
    expect(admins.body.items).toEqual([
      expect.objectContaining({
        id: alice.user.id,
        available_balance_cents: 19_200,
        pending_balance_cents: 0,
      }),
    ]);

    // A second order of Alice's, refunded in full: its earning is reversed (never paid out).
    const refunded = await paidOrder(shopper, [{ id: theirs, quantity: 1 }]);
    await eventually(
      () => stats(alice),
      (s) => s.pending_balance_cents === 9_600,
      'the second earning',
    );
    await refundInFull(shop, refunded.id);
    await eventually(
      () => stats(alice),
      (s) => s.pending_balance_cents === 0,
      'the reversal',
    );
    const reversals = await t.db.query(
      `SELECT amount_cents FROM seller_ledger_entries WHERE order_id = $1 AND kind = 'reversal'`,
      [refunded.id],
    );
    expect(reversals).toEqual([{ amount_cents: -9_600 }]);
    expect(await stats(alice)).toMatchObject({
      units_sold: 3,
      revenue_cents: 20_000,
      available_balance_cents: 19_200,
    });

    // Transfers wait for a payout account: a run sends nothing, and the manual payout is gone.
    await t.app.get(SellerTransfersService).run();
    expect(await stats(alice)).toMatchObject({ available_balance_cents: 19_200, paid_out_cents: 0 });
    expect(
      (
        await api.post(
          `/api/admin/sellers/${alice.user.id}/payouts`,
          { reference: 'X' },
          { token: adminToken },
        )
      ).status,
    ).toBe(404);

    // Bob saw none of it.
    expect(await stats(bob)).toMatchObject({
      units_sold: 0,
      revenue_cents: 0,
      pending_balance_cents: 0,
      available_balance_cents: 0,
      paid_out_cents: 0,
    });
    expect(
      (await api.get<Paged<SellerPayout>>('/api/seller/payouts', { token: bob.access_token })).body.total,
    ).toBe(0);
  });

  it("counts a seller's return window from its product's terms and takes back only the returned units' share", async () => {
    const dora = await seller(`Dora ${tag}`);
    const shopper = await register(api);
    const theirs = await sellerProduct(dora.user.id, 10_000, 5);
    await t.db.query('UPDATE products SET return_policy_days = 60 WHERE id = $1', [theirs]);
    const ours = await addProduct(t, 5_000, 5, `shop ${tag}`);
    const order = await paidOrder(shopper, [
      { id: theirs, quantity: 3 },
      { id: ours, quantity: 1 },
    ]);
    await eventually(
      () => stats(dora),
      (s) => s.pending_balance_cents === 28_800,
      'the earning of three units',
    );
    expect((await ship(dora, order.id, 'DORA-1')).status).toBe(200);
    expect((await setStatus(order.id, { status: 'shipped', tracking_number: 'SHOP-D' })).status).toBe(200);
    const delivered = await setStatus(order.id, { status: 'delivered' });
    expect(delivered.status).toBe(200);
    const [earning] = await eventually(
      () =>
        t.db.query(
          `SELECT available_at FROM seller_ledger_entries WHERE order_id = $1 AND kind = 'earning'`,
          [order.id],
        ),
      (rows: { available_at: Date | null }[]) => rows[0]?.available_at !== null,
      'the return window to start',
    );
    const days =
      ((earning.available_at as Date).getTime() - new Date(delivered.body.delivered_at as string).getTime()) /
      86_400_000;
    expect(days).toBeCloseTo(60, 3);

    // One of the three units comes back: a third of the line's payout is taken back, no more.
    const line = order.items.find((i) => i.product_id === theirs);
    const requested = await api.post<{ id: string }>(
      `/api/orders/${order.id}/return`,
      {
        reason: 'The screen flickers when the brightness is low.',
        items: [{ order_item_id: line?.id, quantity: 1 }],
      },
      { token: shopper.access_token },
    );
    expect(requested.status).toBe(201);
    for (const status of ['approved', 'received'])
      expect(
        (await api.put(`/api/admin/returns/${requested.body.id}`, { status }, { token: adminToken })).status,
      ).toBe(200);
    await eventually(
      () => stats(dora),
      (s) => s.pending_balance_cents === 19_200,
      'the reversal of one unit',
    );
    const reversals = await t.db.query(
      `SELECT amount_cents, order_item_id FROM seller_ledger_entries WHERE order_id = $1 AND kind = 'reversal'`,
      [order.id],
    );
    expect(reversals).toEqual([{ amount_cents: -9_600, order_item_id: line?.id }]);
  });

  it("ships an order of a seller's lines only when the seller ships, and refuses what cannot ship", async () => {
    const carol = await seller(`Carol ${tag}`);
    const shopper = await register(api);
    const theirs = await sellerProduct(carol.user.id, 2_000, 5);
    const order = await paidOrder(shopper, [{ id: theirs, quantity: 1 }]);

    // Nothing of PhoneHub's to ship: the admin cannot ship the seller's parcel.
    expect((await setStatus(order.id, { status: 'processing' })).status).toBe(200);
    const adminShip = await setStatus(order.id, { status: 'shipped', tracking_number: 'SHOP-X' });
    expect(adminShip.status).toBe(409);
    const shipped = await ship(carol, order.id, 'CAROL-1');
    expect(shipped.body.status).toBe('shipped');

    // An unpaid order cannot ship.
    const session = await checkout(shop, shopper, [{ id: theirs, quantity: 1 }]);
    const [{ id: unpaid }] = await t.db.query('SELECT id FROM orders WHERE stripe_session_id = $1', [
      session.body.session_id,
    ]);
    const early = await ship(carol, unpaid, 'CAROL-2');
    expect(early.status).toBe(409);
    expect(early.body.detail).toBe('This order is not paid yet, so it cannot be shipped');

    // Not a seller: 403.
    const res = await api.get<Answer<Paged<SellerOrder>>>('/api/seller/orders', {
      token: shopper.access_token,
    });
    expect(res.status).toBe(403);
    expect(res.body.detail).toBe('Seller access required');
  });
});
