import type {
  AdminOrder,
  Order,
  OrderLookupResult,
  OrderReturn,
  SellerOrder,
  ShippingQuote,
} from '@phonehub/contracts';
import {
  approvedSeller,
  eventually,
  readOutbox,
  register,
  type Account,
  uniqueTag,
} from './support/fixtures';
import type { Answer } from './support/http';
import { addProduct, paidOrder } from './support/sandbox-shop';
import { advanceParcel, useShippingShop } from './support/shipping-shop';

// Issue 36: each parcel of an order gets its label from the carrier (here the carrier sandbox): the
// seller buys its own, the admin PhoneHub's; the carrier's first scan ships the parcel's lines, and
// the order is delivered (its return window and the sellers' hold start) only once the carrier
// delivered every parcel. An approved return comes with a prepaid label; its delivery receives it.

describe('order labels: parcels shipped and delivered by the carrier, and return labels', () => {
  const shop = useShippingShop();
  const { t, api, carrier } = shop;
  let adminToken: string;
  beforeAll(() => (adminToken = shop.adminToken));
  const tag = uniqueTag();

  const SELLER_ADDRESS = {
    street: '20 Fulton St',
    city: 'New York',
    state: 'NY',
    zipCode: '10038',
    country: 'United States',
  };

  async function seller(company: string, withAddress = true): Promise<Account> {
    const account = await approvedSeller(api, adminToken, company);
    if (withAddress) {
      const res = await api.put(
        '/api/auth/profile',
        { address: SELLER_ADDRESS },
        { token: account.access_token },
      );
      expect(res.status).toBe(200);
    }
    return account;
  }

  async function sellerProduct(sellerId: string): Promise<string> {
    const id = await addProduct(t, 10_000, 5, `seller ${tag}`);
    await t.db.query(`UPDATE products SET seller_id = $2 WHERE id = $1`, [id, sellerId]);
    return id;
  }

  /** A paid order of one of the seller's units and one of PhoneHub's. */
  async function mixedOrder(sellerAccount: Account, shopper: Account) {
    const theirs = await sellerProduct(sellerAccount.user.id);
    const ours = await addProduct(t, 5_000, 5, `shop ${tag}`);
    const order = await paidOrder(shop, shopper, [
      { id: theirs, quantity: 1 },
      { id: ours, quantity: 1 },
    ]);
    return { order, theirs, ours };
  }

  const sellerRates = (account: Account, orderId: string) =>
    api.get<Answer<ShippingQuote>>(`/api/seller/orders/${orderId}/label-rates`, {
      token: account.access_token,
    });
  const sellerBuys = (account: Account, orderId: string, body: Record<string, unknown>) =>
    api.post<Answer<SellerOrder>>(`/api/seller/orders/${orderId}/label`, body, {
      token: account.access_token,
    });
  const adminRates = (orderId: string) =>
    api.get<Answer<ShippingQuote>>(`/api/admin/orders/${orderId}/label-rates`, { token: adminToken });
  const adminBuys = (orderId: string, body: Record<string, unknown>) =>
    api.post<Answer<AdminOrder>>(`/api/admin/orders/${orderId}/label`, body, { token: adminToken });
  const shopperView = async (shopper: Account, orderId: string) =>
    (await api.get<Order>(`/api/orders/${orderId}`, { token: shopper.access_token })).body;
  const status = async (orderId: string) =>
    (await t.db.query(`SELECT status, delivered_at FROM orders WHERE id = $1`, [orderId]))[0] as {
      status: string;
      delivered_at: Date | null;
    };
  const mailsTo = async (to: string, pattern: RegExp) =>
    (await readOutbox(t.outboxDir)).filter((m) => m.to === to && pattern.test(m.subject));

  it('the seller and the admin buy their labels; the carrier ships and delivers the order', async () => {
    const company = `Labels ${tag}`;
    const alice = await seller(company);
    const shopper = await register(api);
    const { order, theirs, ours } = await mixedOrder(alice, shopper);

    // Alice's rates: the order's standard shipping first (USPS Ground Advantage), from her address.
    const rates = await sellerRates(alice, order.id);
    expect(rates.status).toBe(200);
    expect(rates.body.quote_id).toEqual(expect.any(String));
    expect(rates.body.rates[0]).toMatchObject({ carrier: 'USPS', service: 'GroundAdvantage' });
    expect(rates.body.rates.length).toBeGreaterThan(1);

    // A seller without an address on its profile cannot rate its parcel; another seller's order is not theirs.
    const bare = await seller(`Bare ${tag}`, false);
    const bareOrder = await mixedOrder(bare, shopper);
    const refused = await sellerRates(bare, bareOrder.order.id);
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toMatch(/^Add your shipping address/);
    expect((await sellerRates(bare, order.id)).status).toBe(404);
    expect((await sellerBuys(alice, order.id, { quote_id: rates.body.quote_id })).status).toBe(400);
    // Only a rate quoted for this very parcel: not one made up, and not PhoneHub's parcel's quote.
    const QUOTE_REFUSED = 'That rate is not one the carrier quoted for this parcel: ask for the rates again.';
    const madeUp = await sellerBuys(alice, order.id, {
      quote_id: rates.body.quote_id,
      rate_id: 'rate_made_up',
    });
    expect(madeUp).toMatchObject({ status: 400, body: { detail: QUOTE_REFUSED } });
    const phoneHubs = await adminRates(order.id);
    const otherParcel = await sellerBuys(alice, order.id, {
      quote_id: phoneHubs.body.quote_id,
      rate_id: phoneHubs.body.rates[0].id,
    });
    expect(otherParcel).toMatchObject({ status: 400, body: { detail: QUOTE_REFUSED } });

    // Alice buys: her parcel shows "label created", nothing has shipped yet.
    const bought = await sellerBuys(alice, order.id, {
      quote_id: rates.body.quote_id,
      rate_id: rates.body.rates[0].id,
    });
    expect(bought.status).toBe(200);
    expect(bought.body.status).toBe('confirmed');
    expect(bought.body.lines[0]).toMatchObject({ tracking_number: null, shipped_at: null });
    const aliceLabel = bought.body.parcel_tracking;
    expect(aliceLabel).toMatchObject({
      carrier: 'USPS',
      service: 'GroundAdvantage',
      status: 'label_created',
      label_url: expect.stringMatching(/\.pdf$/),
    });
    const aliceCode = aliceLabel!.tracking_code;
    const twice = await sellerBuys(alice, order.id, {
      quote_id: rates.body.quote_id,
      rate_id: rates.body.rates[0].id,
    });
    expect(twice.status).toBe(409);
    expect((await sellerRates(alice, order.id)).status).toBe(409);

    // The admin buys PhoneHub's parcel's label (from the warehouse); the admin sees both labels' PDFs.
    const ourRates = await adminRates(order.id);
    expect(ourRates.status).toBe(200);
    const adminBought = await adminBuys(order.id, {
      quote_id: ourRates.body.quote_id,
      rate_id: ourRates.body.rates[0].id,
    });
    expect(adminBought.status).toBe(200);
    const ourParcel = adminBought.body.parcels?.find((p) => p.seller === null);
    expect(ourParcel?.tracking).toMatchObject({ status: 'label_created', label_url: expect.any(String) });
    expect(adminBought.body.parcels?.find((p) => p.seller !== null)?.tracking?.tracking_code).toBe(aliceCode);
    const ourCode = ourParcel!.tracking!.tracking_code;

    // The shopper sees both labels without their PDFs, and nothing shipped yet.
    const before = await shopperView(shopper, order.id);
    expect(before.shipments).toEqual([]);
    expect(before.parcels?.map((p) => p.tracking?.status)).toEqual(['label_created', 'label_created']);
    expect(before.parcels?.every((p) => p.tracking?.label_url === null)).toBe(true);

    // The carrier scans both: the lines ship with the labels' tracking numbers and the order is shipped.
    await advanceParcel(carrier, aliceCode, 'in_transit');
    await advanceParcel(carrier, ourCode, 'in_transit');
    await eventually(
      () => status(order.id),
      (o) => o.status === 'shipped',
      'the order shipped by the carrier',
    );
    const lines = await t.db.query(
      `SELECT product_id, tracking_number, shipped_at FROM order_items WHERE order_id = $1`,
      [order.id],
    );
    expect(lines.find((l: { product_id: string }) => l.product_id === theirs).tracking_number).toBe(
      aliceCode,
    );
    expect(lines.find((l: { product_id: string }) => l.product_id === ours).tracking_number).toBe(ourCode);
    expect(lines.every((l: { shipped_at: Date | null }) => l.shipped_at !== null)).toBe(true);

    // One parcel delivered: the order waits for the other.
    const parcelStatus = async (code: string) =>
      (await t.db.query(`SELECT status FROM shipments WHERE tracking_code = $1`, [code]))[0]?.status;
    await advanceParcel(carrier, aliceCode, 'out_for_delivery');
    // The carrier is re-read on each webhook: let this scan land before the next one (else it is skipped).
    await eventually(
      () => parcelStatus(aliceCode),
      (s) => s === 'out_for_delivery',
      "Alice's parcel out for delivery",
    );
    await advanceParcel(carrier, aliceCode, 'delivered');
    await eventually(
      () => parcelStatus(aliceCode),
      (s) => s === 'delivered',
      "Alice's parcel delivered",
    );
    await eventually(
      () => mailsTo(shopper.email, /was delivered$/),
      (mails) => mails.length === 1,
      "the delivery mail of Alice's parcel",
    );
    expect(await status(order.id)).toMatchObject({ status: 'shipped', delivered_at: null });

    // The other delivered: the order is delivered, by the system, and the seller's hold starts.
    await advanceParcel(carrier, ourCode, 'delivered');
    const delivered = await eventually(
      () => status(order.id),
      (o) => o.status === 'delivered',
      'the order delivered by the carrier',
    );
    expect(delivered.delivered_at).not.toBeNull();
    const [move] = await t.db.query(
      `SELECT actor_kind FROM status_changes WHERE subject = 'order' AND record_id = $1 AND to_status = 'delivered'`,
      [order.id],
    );
    expect(move?.actor_kind).toBe('system');
    await eventually(
      () =>
        t.db.query(
          `SELECT available_at FROM seller_ledger_entries WHERE order_id = $1 AND kind = 'earning'`,
          [order.id],
        ),
      (rows) => rows.length > 0 && rows.every((r: { available_at: Date | null }) => r.available_at !== null),
      "the seller's hold started",
    );

    // The shopper's order shows both timelines (no label PDFs); so does the guest lookup.
    const seen = await shopperView(shopper, order.id);
    expect(seen.shipments).toHaveLength(2);
    const aliceShipment = seen.shipments.find((s) => s.tracking_number === aliceCode);
    expect(aliceShipment).toMatchObject({
      sold_by: company,
      tracking: { status: 'delivered', label_url: null },
    });
    expect(aliceShipment?.tracking?.events.map((e) => e.status)).toEqual([
      'delivered',
      'out_for_delivery',
      'in_transit',
      'label_created',
    ]);
    expect(seen.shipments.find((s) => s.tracking_number === ourCode)?.tracking?.status).toBe('delivered');
    const lookup = await api.post<OrderLookupResult>('/api/orders/lookup', {
      email: shopper.email,
      reference: order.id.slice(-8),
    });
    expect(lookup.status).toBe(200);
    expect(lookup.body.shipments.map((s) => s.tracking?.status)).toEqual(['delivered', 'delivered']);
    expect(lookup.body.shipments.every((s) => s.tracking?.label_url === null)).toBe(true);

    // The shopper was mailed: each parcel shipped, Alice's out for delivery, both delivered (once each).
    const mails = await eventually(
      () => mailsTo(shopper.email, /has shipped$|out for delivery$|was delivered$/),
      (found) => found.length === 5,
      'the parcel mails',
    );
    expect(mails.filter((m) => m.subject.endsWith('has shipped'))).toHaveLength(2);
    expect(mails.find((m) => m.subject.endsWith('out for delivery'))?.text).toContain(aliceCode);
  });

  it('keeps manual tracking numbers: such a parcel is delivered only by the admin', async () => {
    const bob = await seller(`Manual ${tag}`);
    const shopper = await register(api);
    const { order } = await mixedOrder(bob, shopper);
    // Bob ships by hand; PhoneHub's parcel goes with a label.
    const shipped = await api.post<Answer<SellerOrder>>(
      `/api/seller/orders/${order.id}/ship`,
      { tracking_number: `BOB-${tag}` },
      { token: bob.access_token },
    );
    expect(shipped.status).toBe(200);
    expect(shipped.body.parcel_tracking).toBeNull();
    expect((await sellerRates(bob, order.id)).status).toBe(409);
    const rates = await adminRates(order.id);
    const bought = await adminBuys(order.id, {
      quote_id: rates.body.quote_id,
      rate_id: rates.body.rates[0].id,
    });
    const code = bought.body.parcels!.find((p) => p.seller === null)!.tracking!.tracking_code;
    await advanceParcel(carrier, code, 'delivered');
    await eventually(
      () => status(order.id),
      (o) => o.status === 'shipped',
      'shipped once PhoneHub’s parcel was scanned',
    );
    await eventually(
      () =>
        t.db.query(
          `SELECT 1 FROM status_changes WHERE subject = 'shipment' AND to_status = 'delivered' AND record_id = (SELECT id FROM shipments WHERE tracking_code = $1)`,
          [code],
        ),
      (rows) => rows.length === 1,
      'the labelled parcel delivered',
    );
    await carrier.webhooksSettled();
    expect((await status(order.id)).status).toBe('shipped');
    const marked = await api.put<Answer<AdminOrder>>(
      `/api/orders/${order.id}/status`,
      { status: 'delivered' },
      { token: adminToken },
    );
    expect(marked.status).toBe(200);
    expect(marked.body.status).toBe('delivered');
  });

  it("an approved return gets a prepaid label, mailed; the carrier's delivery receives it", async () => {
    const shopper = await register(api);
    const ours = await addProduct(t, 5_000, 5, `return ${tag}`);
    const order = await paidOrder(shop, shopper, [{ id: ours, quantity: 1 }]);
    await api.put(`/api/orders/${order.id}/status`, { status: 'processing' }, { token: adminToken });
    const rates = await adminRates(order.id);
    const bought = await adminBuys(order.id, {
      quote_id: rates.body.quote_id,
      rate_id: rates.body.rates[0].id,
    });
    await advanceParcel(carrier, bought.body.parcels![0].tracking!.tracking_code, 'delivered');
    await eventually(
      () => status(order.id),
      (o) => o.status === 'delivered',
      'the single-parcel order delivered',
    );

    const requested = await api.post<OrderReturn>(
      `/api/orders/${order.id}/return`,
      { reason: 'It does not fit my hand well.' },
      { token: shopper.access_token },
    );
    expect(requested.status).toBe(201);
    expect(requested.body.label).toBeNull();
    const approved = await api.put(
      `/api/admin/returns/${requested.body.id}`,
      { status: 'approved' },
      { token: adminToken },
    );
    expect(approved.status).toBe(200);

    // The job buys the label (from the shopper to the warehouse) and mails it.
    const mine = await eventually(
      () => shopperView(shopper, order.id),
      (o) => o.return?.label !== null && o.return?.label !== undefined,
      'the return label',
    );
    const label = mine.return!.label!;
    expect(label).toMatchObject({ status: 'label_created', label_url: expect.stringMatching(/\.pdf$/) });
    const [mail] = await eventually(
      () => mailsTo(shopper.email, /prepaid return label/),
      (found) => found.length === 1,
      'the return label mail',
    );
    expect(mail.text).toContain(label.label_url);
    expect(mail.text).toContain(label.tracking_code);

    // The carrier delivers it back: received (restocked), then refunded as an admin's receipt does.
    await advanceParcel(carrier, label.tracking_code, 'delivered');
    const done = await eventually(
      async () =>
        (await t.db.query(`SELECT status FROM order_returns WHERE id = $1`, [requested.body.id]))[0]
          .status as string,
      (s) => s === 'received' || s === 'refunded',
      'the return received by the carrier',
    );
    expect(['received', 'refunded']).toContain(done);
    const [receipt] = await t.db.query(
      `SELECT actor_kind FROM status_changes WHERE subject = 'return' AND record_id = $1 AND to_status = 'received'`,
      [requested.body.id],
    );
    expect(receipt.actor_kind).toBe('system');
  });
});
