import { randomUUID } from 'node:crypto';
import type {
  AdminOrder,
  Paged,
  CheckoutSessionResponse,
  CheckoutStatusResponse,
  Order,
  OrderStats,
  Review,
  SalesSummary,
} from '@phonehub/contracts';
import { CheckoutHoldSweeper } from '../src/payments/checkout-hold-sweeper';
import {
  eventually,
  readOutbox,
  register,
  uniqueClientIp,
  uniqueEmail,
  waitForMail,
} from './support/fixtures';
import { paymentSandboxLib } from './support/payment-sandbox';
import {
  addProduct as addShopProduct,
  payOnSandbox,
  SHIPPING_ADDRESS as ADDRESS,
  stockOf as storedStock,
  useSandboxShop,
} from './support/sandbox-shop';
import { useTestApp } from './support/test-app';

const { signWebhookPayload } = paymentSandboxLib();

describe('payments and orders', () => {
  // The per-client hold tests name their client address through a local proxy hop, with the
  // shop's own cap (the suite's base raises it: every spec file calls from 127.0.0.1), so this
  // file's signed-in checkouts name an address of their own too.
  const shop = useSandboxShop({ TRUST_PROXY: 'loopback', CHECKOUT_MAX_HELD_UNITS: '20' });
  const { sandbox, t, api, stripe } = shop;
  let adminToken: string;
  beforeAll(() => (adminToken = shop.adminToken));

  const addProduct = (priceCents: number, stock: number) => addShopProduct(t, priceCents, stock, 'checkout');
  const stockOf = (id: string) => storedStock(t, id);
  const orderOf = async (sessionId: string) =>
    (await t.db.query('SELECT * FROM orders WHERE stripe_session_id = $1', [sessionId]))[0];

  // This file's guest: an email and an address of its own, so open checkouts of other spec files
  // (one database, all from 127.0.0.1) never count toward its held-units cap.
  const GUEST_EMAIL = uniqueEmail('guest');
  const GUEST_IP = uniqueClientIp();
  const body = (items: unknown[], overrides: Record<string, unknown> = {}) => ({
    cart_items: items,
    origin_url: 'http://localhost:4200',
    email: GUEST_EMAIL,
    shipping_address: ADDRESS,
    shipping_method: 'standard',
    ...overrides,
  });
  const guestCheckout = (items: unknown[], overrides: Record<string, unknown> = {}, clientIp = GUEST_IP) =>
    api.post<CheckoutSessionResponse>('/api/payments/checkout/session/guest', body(items, overrides), {
      headers: { 'x-forwarded-for': clientIp },
    });
  /** A signed-in shopper's checkout, from a fresh address unless `clientIp` says otherwise. */
  const signedInCheckout = (
    shopper: { access_token: string },
    items: unknown[],
    overrides: Record<string, unknown> = {},
    clientIp = uniqueClientIp(),
  ) =>
    api.post<CheckoutSessionResponse>('/api/payments/checkout/session', body(items, overrides), {
      token: shopper.access_token,
      headers: { 'x-forwarded-for': clientIp },
    });
  const refusedCheckout = (items: unknown[], overrides: Record<string, unknown> = {}) =>
    api.post('/api/payments/checkout/session/guest', body(items, overrides), {
      headers: { 'x-forwarded-for': GUEST_IP },
    });

  const payWithCard = (sessionId: string, card: string) => payOnSandbox(sandbox, sessionId, card);
  function signedEvent(
    type: string,
    object: Record<string, unknown>,
    id = `evt_${randomUUID().replace(/-/g, '')}`,
  ) {
    const payload = JSON.stringify({
      id,
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      data: { object },
    });
    return { payload, signature: signWebhookPayload(payload, sandbox.webhookSecret) };
  }
  /** Pays on the sandbox's page while it sends no webhook, so the test decides what the API is told. */
  async function payQuietly(sessionId: string) {
    sandbox.setWebhookUrl(null);
    try {
      expect((await payWithCard(sessionId, '4242 4242 4242 4242')).status).toBe(303);
    } finally {
      sandbox.setWebhookUrl(`${t.baseUrl}/api/payments/webhook`);
    }
  }
  const postWebhook = (payload: string, signature: string) =>
    api.raw('/api/payments/webhook', {
      method: 'POST',
      rawBody: payload,
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    });

  it('prices from the database: a tampered price is ignored, totals use the shared rule', async () => {
    const productId = await addProduct(44900, 5);
    const res = await guestCheckout([{ id: productId, quantity: 2, price: 0.01, name: 'Cheap' }], {
      shipping_method: 'express',
    });
    expect(res.status).toBe(201);
    expect(res.body.url).toBe(`${sandbox.url}/pay/${res.body.session_id}`);
    // 2 × 449.00 = 898.00, tax 8 % = 71.84, express 15.99.
    const session = await stripe.checkout.sessions.retrieve(res.body.session_id);
    expect(session).toMatchObject({ amount_total: 89800 + 7184 + 1599, currency: 'usd', status: 'open' });
    expect(session.success_url).toBe('http://localhost:4200/checkout?session_id={CHECKOUT_SESSION_ID}');
    expect(session.cancel_url).toBe(
      `http://localhost:4200/checkout?cancelled=1&order=${session.client_reference_id}`,
    );
    // Stripe's shortest session, and the units are held exactly as long as it.
    const left = session.expires_at - Math.floor(Date.now() / 1000);
    expect(left).toBeGreaterThan(29 * 60);
    expect(left).toBeLessThanOrEqual(30 * 60);
    const order = await orderOf(res.body.session_id);
    expect(new Date(order.hold_expires_at).getTime()).toBe(session.expires_at * 1000);
    expect(order).toMatchObject({
      status: 'pending',
      payment_status: 'unpaid',
      user_id: null,
      email: GUEST_EMAIL,
      subtotal_cents: 89800,
      tax_cents: 7184,
      shipping_cents: 1599,
      total_cents: 98583,
    });
    expect(session.client_reference_id).toBe(order.id);
    const [item] = await t.db.query(
      'SELECT unit_price_cents, quantity FROM order_items WHERE order_id = $1',
      [order.id],
    );
    expect(item).toEqual({ unit_price_cents: 44900, quantity: 2 });
    expect(await stockOf(productId)).toBe(3);
    const status = await api.get<CheckoutStatusResponse>(
      `/api/payments/checkout/status/${res.body.session_id}`,
    );
    expect(status.body).toEqual({
      payment_status: 'unpaid',
      status: 'open',
      amount_total: 98583,
      order_id: order.id,
    });
  });

  it.each([0, -1, 1.5, 11, '2', null])(
    'refuses quantity %p with 400 and reserves nothing',
    async (quantity) => {
      const productId = await addProduct(10000, 50);
      const res = await refusedCheckout([{ id: productId, quantity }]);
      expect(res.status).toBe(400);
      expect(typeof res.body.detail).toBe('string');
      expect(await stockOf(productId)).toBe(50);
    },
  );

  it('refuses more than the stock, an unknown product and a foreign origin, naming the problem', async () => {
    const productId = await addProduct(10000, 2);
    const tooMany = await refusedCheckout([{ id: productId, quantity: 3 }]);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.detail).toMatch(/^Only 2 of Pixel 8 checkout .* left in stock/);
    const unknown = await refusedCheckout([{ id: randomUUID(), quantity: 1 }]);
    expect(unknown.status).toBe(400);
    expect(unknown.body.detail).toContain('no longer available');
    const notUuid = await refusedCheckout([{ id: 'not-a-product', quantity: 1 }]);
    expect(notUuid.status).toBe(400);
    const evil = await refusedCheckout([{ id: productId, quantity: 1 }], {
      origin_url: 'https://evil.example',
    });
    expect(evil.status).toBe(400);
    expect(evil.body.detail).toBe('origin_url is not an address of this shop');
    const inactive = await addProduct(10000, 5);
    await t.db.query('UPDATE products SET is_active = false WHERE id = $1', [inactive]);
    expect((await guestCheckout([{ id: inactive, quantity: 1 }])).status).toBe(400);
    expect(await stockOf(productId)).toBe(2);
    expect(
      (await api.post('/api/payments/checkout/session', body([{ id: productId, quantity: 1 }]))).status,
    ).toBe(401);
  });

  it('sells the last unit once when 10 shoppers check out at the same moment', async () => {
    const productId = await addProduct(25000, 1);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => guestCheckout([{ id: productId, quantity: 1 }])),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 400, 400, 400, 400, 400, 400, 400, 400, 400]);
    expect(await stockOf(productId)).toBe(0);
    const [{ n }] = await t.db.query(
      `SELECT count(*)::int AS n FROM order_items i JOIN orders o ON o.id = i.order_id
        WHERE i.product_id = $1 AND o.status <> 'cancelled'`,
      [productId],
    );
    expect(n).toBe(1);
  });

  it('ignores a webhook with a bad or missing signature (400, nothing changes)', async () => {
    const productId = await addProduct(30000, 3);
    const res = await guestCheckout([{ id: productId, quantity: 1 }]);
    const order = await orderOf(res.body.session_id);
    const object = {
      id: res.body.session_id,
      object: 'checkout.session',
      client_reference_id: order.id,
      status: 'complete',
      payment_status: 'paid',
      amount_total: order.total_cents,
      currency: 'usd',
    };
    const { payload } = signedEvent('checkout.session.completed', object);
    const forged = `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`;
    expect((await postWebhook(payload, forged)).status).toBe(400);
    expect((await postWebhook(payload, signWebhookPayload(payload, 'whsec_not_ours'))).status).toBe(400);
    // The secret the sandbox and the API once shared as a constant in the source opens nothing.
    expect(
      (await postWebhook(payload, signWebhookPayload(payload, 'whsec_phonehub_payment_sandbox'))).status,
    ).toBe(400);
    const unsigned = await api.raw('/api/payments/webhook', { method: 'POST', rawBody: payload });
    expect(unsigned.status).toBe(400);
    expect(await orderOf(res.body.session_id)).toMatchObject({ status: 'pending', payment_status: 'unpaid' });
    // None of the refused deliveries was recorded (other specs sharing the database record their own events).
    const eventId = JSON.parse(payload).id as string;
    const [{ n }] = await t.db.query(
      'SELECT count(*)::int AS n FROM processed_webhook_events WHERE id = $1',
      [eventId],
    );
    expect(n).toBe(0);
  });

  it('a correctly signed event that claims payment for a session the provider still has open changes nothing and mails no one', async () => {
    const productId = await addProduct(30000, 3);
    const email = uniqueEmail('forged');
    const res = await guestCheckout([{ id: productId, quantity: 1 }], { email });
    const order = await orderOf(res.body.session_id);
    const claim = signedEvent('checkout.session.completed', {
      id: res.body.session_id,
      object: 'checkout.session',
      client_reference_id: order.id,
      metadata: { order_id: order.id },
      status: 'complete',
      payment_status: 'paid',
      amount_total: order.total_cents,
      currency: 'usd',
    });
    expect((await postWebhook(claim.payload, claim.signature)).status).toBe(200);
    const paidClaim = signedEvent(
      'checkout.session.async_payment_succeeded',
      JSON.parse(claim.payload).data.object,
    );
    expect((await postWebhook(paidClaim.payload, paidClaim.signature)).status).toBe(200);
    expect(await orderOf(res.body.session_id)).toMatchObject({
      status: 'pending',
      payment_status: 'unpaid',
      paid_at: null,
    });
    expect(await stockOf(productId)).toBe(2);
    const [{ n }] = await t.db.query(
      'SELECT count(*)::int AS n FROM processed_webhook_events WHERE id = ANY($1)',
      [[JSON.parse(claim.payload).id, JSON.parse(paidClaim.payload).id]],
    );
    expect(n).toBe(0);

    // The real payment still confirms, and its mail is the only one the buyer gets.
    expect((await payWithCard(res.body.session_id, '4242 4242 4242 4242')).status).toBe(303);
    await eventually(
      () => orderOf(res.body.session_id),
      (o) => o.payment_status === 'paid',
    );
    expect(await orderOf(res.body.session_id)).toMatchObject({ status: 'confirmed', payment_status: 'paid' });
    const mails = await waitForMail(t.outboxDir, email);
    expect(mails.map((m) => m.subject)).toEqual([`Your PhoneHub order #${order.id.slice(-8)} is confirmed`]);
  });

  it('fulfils once when the same signed event arrives 5 times at once; a paid amount that differs is never fulfilled', async () => {
    const productId = await addProduct(30000, 3);
    const res = await guestCheckout([{ id: productId, quantity: 1 }]);
    const order = await orderOf(res.body.session_id);
    await payQuietly(res.body.session_id);
    // The event only names the session; what was paid comes from the provider.
    const hint = { id: res.body.session_id, object: 'checkout.session' };

    // An order whose total no longer matches what the provider charged is never fulfilled.
    const shift =
      'UPDATE orders SET subtotal_cents = subtotal_cents + $2, total_cents = total_cents + $2 WHERE id = $1';
    await t.db.query(shift, [order.id, 1]);
    const mismatched = signedEvent('checkout.session.completed', hint);
    expect((await postWebhook(mismatched.payload, mismatched.signature)).status).toBe(200);
    expect(await orderOf(res.body.session_id)).toMatchObject({ payment_status: 'unpaid' });
    await t.db.query(shift, [order.id, -1]);

    const event = signedEvent('checkout.session.completed', hint);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => postWebhook(event.payload, event.signature)),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const paid = await orderOf(res.body.session_id);
    expect(paid).toMatchObject({ status: 'confirmed', payment_status: 'paid' });
    const eventId = JSON.parse(event.payload).id;
    const [{ n }] = await t.db.query(
      'SELECT count(*)::int AS n FROM processed_webhook_events WHERE id = $1',
      [eventId],
    );
    expect(n).toBe(1);
    expect(await stockOf(productId)).toBe(2);

    // One confirmation mail to the buyer, naming the order, however many times the event came: only
    // the delivery that applied it (before answering) raised the paid event.
    const reference = order.id.slice(-8);
    const confirmations = async () =>
      (await readOutbox(t.outboxDir)).filter((m) => m.to === GUEST_EMAIL && m.subject.includes(reference));
    const mails = await eventually(confirmations, (found) => found.length > 0);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`Your PhoneHub order #${reference} is confirmed`);
    expect(mails[0].text).toContain(`Total paid: $${(order.total_cents / 100).toFixed(2)}`);
  });

  it('releases the stock once when the session expires (webhook, then a late status poll)', async () => {
    const productId = await addProduct(20000, 2);
    const res = await guestCheckout([{ id: productId, quantity: 2 }]);
    expect(await stockOf(productId)).toBe(0);
    await stripe.checkout.sessions.expire(res.body.session_id);
    const order = await eventually(
      () => orderOf(res.body.session_id),
      (o) => o.status === 'cancelled',
    );
    expect(order).toMatchObject({ status: 'cancelled', payment_status: 'unpaid', stock_released: true });
    expect(await stockOf(productId)).toBe(2);
    const status = await api.get<CheckoutStatusResponse>(
      `/api/payments/checkout/status/${res.body.session_id}`,
    );
    expect(status.body).toMatchObject({ status: 'expired', payment_status: 'unpaid' });
    await sandbox.webhooksSettled();
    expect(await stockOf(productId)).toBe(2);
  });

  it('pays on the sandbox page: the webhook confirms the order, only its owner (or an admin) can read it', async () => {
    const productId = await addProduct(50000, 4);
    const shopper = await register(api);
    const res = await signedInCheckout(shopper, [{ id: productId, quantity: 1 }], { email: shopper.email });
    expect(res.status).toBe(201);
    const declined = await payWithCard(res.body.session_id, '4000 0000 0000 0002');
    expect(declined.status).toBe(402);
    const paid = await payWithCard(res.body.session_id, '4242 4242 4242 4242');
    expect(paid.headers.get('location')).toBe(
      `http://localhost:4200/checkout?session_id=${res.body.session_id}`,
    );
    const order = await eventually(
      () => orderOf(res.body.session_id),
      (o) => o.payment_status === 'paid',
    );
    expect(order).toMatchObject({ status: 'confirmed', payment_status: 'paid', user_id: shopper.user.id });

    const mine = await api.get<Order[]>('/api/orders', { token: shopper.access_token });
    expect(mine.body).toHaveLength(1);
    expect(mine.body[0]).toMatchObject({
      id: order.id,
      status: 'confirmed',
      payment_status: 'paid',
      subtotal: 500,
      tax: 40,
      shipping_cost: 0,
      total: 540,
      items: [{ product_id: productId, quantity: 1, price: 500 }],
    });
    expect((await api.get<Order>(`/api/orders/${order.id}`, { token: shopper.access_token })).status).toBe(
      200,
    );
    const other = await register(api);
    const peek = await api.get(`/api/orders/${order.id}`, { token: other.access_token });
    expect(peek.status).toBe(404);
    expect(peek.body.detail).toBe('Order not found');
    expect((await api.get<Order[]>('/api/orders', { token: other.access_token })).body).toEqual([]);
    const asAdmin = await api.get<AdminOrder>(`/api/orders/${order.id}`, { token: adminToken });
    expect(asAdmin.body).toMatchObject({ id: order.id, user_email: shopper.email });

    // Verified purchase: the paid order contains the product.
    const review = await api.post<Review>(
      `/api/products/${productId}/reviews`,
      { rating: 5, title: 'Great', content: 'Like new.' },
      { token: shopper.access_token },
    );
    expect(review.body.verified_purchase).toBe(true);
    const otherReview = await api.post<Review>(
      `/api/products/${productId}/reviews`,
      { rating: 4, title: 'Nice', content: 'Seen it at a friend.' },
      { token: other.access_token },
    );
    expect(otherReview.body.verified_purchase).toBe(false);
  });

  it('reconciles through the status endpoint when no webhook arrives', async () => {
    const productId = await addProduct(15000, 2);
    const res = await guestCheckout([{ id: productId, quantity: 1 }]);
    sandbox.setWebhookUrl(null);
    try {
      await payWithCard(res.body.session_id, '4242424242424242');
    } finally {
      sandbox.setWebhookUrl(`${t.baseUrl}/api/payments/webhook`);
    }
    expect(await orderOf(res.body.session_id)).toMatchObject({ payment_status: 'unpaid' });
    const status = await api.get<CheckoutStatusResponse>(
      `/api/payments/checkout/status/${res.body.session_id}`,
    );
    expect(status.body).toEqual({
      payment_status: 'paid',
      status: 'complete',
      amount_total: 15000 + 1200,
      order_id: (await orderOf(res.body.session_id)).id,
    });
    expect(await orderOf(res.body.session_id)).toMatchObject({ status: 'confirmed', payment_status: 'paid' });
    expect((await api.get('/api/payments/checkout/status/cs_test_unknown')).status).toBe(404);
  });

  it('caps the units one client holds across open checkouts: a guest by email and by address, a shopper by account (and address)', async () => {
    const [a, b, c, d] = await Promise.all([
      addProduct(10000, 40),
      addProduct(10000, 40),
      addProduct(10000, 40),
      addProduct(10000, 40),
    ]);
    const [first, second] = [uniqueEmail('holder'), uniqueEmail('other')];
    const [ipA, ipB, ipC] = [uniqueClientIp(), uniqueClientIp(), uniqueClientIp()];
    const CAPPED = {
      statusCode: 409,
      code: 'CONFLICT',
      message: 'Conflict',
      detail:
        'At most 20 items can be reserved in open checkouts at a time. Please finish your other checkout or wait until it expires, or lower the quantities.',
    };

    // 20 units in two open checkouts: the most one client may hold.
    const held = await guestCheckout([{ id: a, quantity: 10 }], { email: first }, ipA);
    expect(held.status).toBe(201);
    expect((await guestCheckout([{ id: b, quantity: 10 }], { email: first }, ipA)).status).toBe(201);
    expect(await orderOf(held.body.session_id)).toMatchObject({ client_ip: ipA });
    // Another email from the same address, or the same email from another address, gets nothing more.
    const byAddress = await guestCheckout([{ id: c, quantity: 1 }], { email: second }, ipA);
    expect(byAddress.status).toBe(409);
    expect(byAddress.body).toEqual(CAPPED);
    expect((await guestCheckout([{ id: c, quantity: 1 }], { email: first.toUpperCase() }, ipB)).body).toEqual(
      CAPPED,
    );
    // One checkout past the cap is refused whole; another client is not affected.
    expect(
      (
        await guestCheckout(
          [10, 10, 1].map((quantity, i) => ({ id: [c, d, a][i], quantity })),
          { email: second },
          ipC,
        )
      ).status,
    ).toBe(409);
    expect(await stockOf(c)).toBe(40);
    expect(await stockOf(d)).toBe(40);
    expect((await guestCheckout([{ id: c, quantity: 3 }], { email: second }, ipB)).status).toBe(201);

    // An expired checkout no longer counts: its client may check out again.
    await stripe.checkout.sessions.expire(held.body.session_id);
    await eventually(
      () => orderOf(held.body.session_id),
      (o) => o.status === 'cancelled',
    );
    expect((await guestCheckout([{ id: c, quantity: 10 }], { email: first }, ipA)).status).toBe(201);

    // A signed-in shopper is counted by account, whatever address it comes from (and by address:
    // marketplace-abuse.e2e-spec.ts).
    const shopper = await register(api);
    const signedIn = (quantity: number, ip: string) =>
      signedInCheckout(shopper, [{ id: d, quantity }], { email: shopper.email }, ip);
    expect((await signedIn(10, '203.0.113.10')).status).toBe(201);
    expect((await signedIn(10, '203.0.113.11')).status).toBe(201);
    expect((await signedIn(1, '203.0.113.12')).body).toEqual(CAPPED);
  });

  it('gives back the units of a checkout whose hold has passed when no webhook came, but confirms one that was paid', async () => {
    const sweeper = t.app.get(CheckoutHoldSweeper);
    const productId = await addProduct(20000, 5);
    sandbox.setWebhookUrl(null);
    let lapsed: CheckoutSessionResponse;
    let paidLate: CheckoutSessionResponse;
    let running: CheckoutSessionResponse;
    try {
      lapsed = (await guestCheckout([{ id: productId, quantity: 2 }], { email: uniqueEmail('lapsed') })).body;
      paidLate = (await guestCheckout([{ id: productId, quantity: 1 }], { email: uniqueEmail('late') })).body;
      running = (await guestCheckout([{ id: productId, quantity: 1 }], { email: uniqueEmail('running') }))
        .body;
      expect((await payWithCard(paidLate.session_id, '4242 4242 4242 4242')).status).toBe(303);
    } finally {
      sandbox.setWebhookUrl(`${t.baseUrl}/api/payments/webhook`);
    }
    expect(await stockOf(productId)).toBe(1);
    // Their time has come (the sandbox session itself would end 30 minutes from now).
    await t.db.query(
      `UPDATE orders SET hold_expires_at = now() - interval '1 second' WHERE stripe_session_id = ANY($1)`,
      [[lapsed.session_id, paidLate.session_id]],
    );

    // The minute's cron sweep may hold the lock right now: then this pass waits for a turn of its own.
    await eventually(
      () => sweeper.sweep(),
      (run) => run === 'ran',
      'a sweep of its own',
    );
    expect(await orderOf(lapsed.session_id)).toMatchObject({
      status: 'cancelled',
      payment_status: 'unpaid',
      stock_released: true,
    });
    expect((await stripe.checkout.sessions.retrieve(lapsed.session_id)).status).toBe('expired');
    expect(await orderOf(paidLate.session_id)).toMatchObject({ status: 'confirmed', payment_status: 'paid' });
    expect(await orderOf(running.session_id)).toMatchObject({ status: 'pending', stock_released: false });
    expect(await stockOf(productId)).toBe(3);

    // Once only: a second pass and the provider's late expiry webhook change nothing.
    await eventually(
      () => sweeper.sweep(),
      (run) => run === 'ran',
      'a second sweep',
    );
    await sandbox.webhooksSettled();
    expect(await stockOf(productId)).toBe(3);
  });

  it('lets only an admin change an order status, list orders, stats and sales', async () => {
    const productId = await addProduct(12000, 3);
    const shopper = await register(api);
    const res = await signedInCheckout(shopper, [{ id: productId, quantity: 2 }]);
    const order = await orderOf(res.body.session_id);
    // An unpaid pending order can only be cancelled by hand (the full lifecycle: transitions.e2e-spec.ts).
    const update = { status: 'cancelled', notes: 'Cancelled on request' };
    expect(
      (await api.put(`/api/orders/${order.id}/status`, update, { token: shopper.access_token })).status,
    ).toBe(403);
    const bad = await api.put(`/api/orders/${order.id}/status`, { status: 'lost' }, { token: adminToken });
    expect(bad.status).toBe(400);
    expect((await api.put(`/api/orders/${randomUUID()}/status`, update, { token: adminToken })).status).toBe(
      404,
    );

    const cancelled = await api.put<AdminOrder>(`/api/orders/${order.id}/status`, update, {
      token: adminToken,
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ id: order.id, status: 'cancelled', notes: update.notes });
    expect(await stockOf(productId)).toBe(3);
    await api.put(`/api/orders/${order.id}/status`, { status: 'cancelled' }, { token: adminToken });
    expect(await stockOf(productId)).toBe(3);

    for (const path of ['/api/admin/orders', '/api/admin/orders/stats', '/api/admin/sales'])
      expect((await api.get(path, { token: shopper.access_token })).status).toBe(403);
    const list = await api.get<Paged<AdminOrder>>(`/api/admin/orders?search=${order.id}`, {
      token: adminToken,
    });
    expect(list.body.total).toBe(1);
    expect(list.body.items.find((o) => o.id === order.id)).toMatchObject({
      user_email: shopper.email,
      status: 'cancelled',
    });
    const [db] = await t.db.query(
      // Revenue is what was paid and kept: partly refunded orders count at their net, wholly refunded ones not at all
      // (other specs sharing the database refund orders).
      `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE payment_status IN ('paid', 'partially_refunded'))::int AS paid,
              coalesce(sum(total_cents - refunded_cents) FILTER (WHERE payment_status IN ('paid', 'partially_refunded')), 0)::int AS revenue
         FROM orders`,
    );
    const stats = await api.get<OrderStats>('/api/admin/orders/stats', { token: adminToken });
    expect(stats.body).toMatchObject({
      total_orders: db.total,
      total_revenue: db.revenue / 100,
      average_order_value: Math.round(db.revenue / db.paid) / 100,
    });
    const sales = await api.get<SalesSummary>('/api/admin/sales', { token: adminToken });
    expect(sales.body.total_sales).toBe(db.paid);
    expect(sales.body.total_revenue).toBe(db.revenue / 100);
    expect(sales.body.sales.total).toBe(db.paid);
    expect(
      sales.body.sales.items.every(
        (s) => s.payment_status === 'paid' || s.payment_status === 'partially_refunded',
      ),
    ).toBe(true);
  });
});

describe('checkout rate limit', () => {
  const { api } = useTestApp({
    THROTTLE_AUTH_LIMIT: '3',
    STRIPE_SECRET_KEY: undefined,
    STRIPE_WEBHOOK_SECRET: undefined,
  });

  it('puts opening a checkout, guest or signed in, under the per-client limit of other anonymous writes', async () => {
    const guest = () => api.post('/api/payments/checkout/session/guest', { cart_items: [] });
    expect((await guest()).status).toBe(400);
    expect((await guest()).status).toBe(400);
    expect((await guest()).status).toBe(400);
    const limited = await guest();
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({
      statusCode: 429,
      code: 'RATE_LIMITED',
      detail: 'Too many attempts. Please try again later.',
    });
    expect(
      (await api.post('/api/payments/checkout/session', { cart_items: [] }, { token: 'x' })).status,
    ).toBe(429);
    // Status polls and the provider's webhooks are not shoppers' writes.
    expect((await api.get('/api/payments/checkout/status/cs_test_unknown')).status).toBe(404);
    expect((await api.post('/api/payments/webhook', {})).status).toBe(400);
  });
});
