import { randomUUID } from 'node:crypto';
import type { AdminOrder, ApiErrorBody, Order, OrderStats, SalesSummary } from '@phonehub/contracts';
import { eventually, readOutbox, register, waitForMail } from './support/fixtures';
import {
  addProduct,
  checkout,
  orderIdOfSession,
  orderRow as storedOrder,
  payOnSandbox,
  stockOf as storedStock,
  useSandboxShop,
} from './support/sandbox-shop';

describe('refunds and shopper cancels through the payment sandbox', () => {
  const shop = useSandboxShop();
  const { sandbox, t, api, stripe } = shop;
  let adminToken: string;
  beforeAll(() => (adminToken = shop.adminToken));

  const stockOf = (id: string) => storedStock(t, id);
  const orderRow = (id: string) => storedOrder(t, id);
  const refundRows = async (id: string) =>
    t.db.query('SELECT * FROM order_refunds WHERE order_id = $1 ORDER BY created_at, id', [id]);

  /** A shopper's order of one unit at $500 (+ $40 tax, free shipping = $540), left pending or paid. */
  async function placeOrder(options: { pay: boolean }) {
    const productId = await addProduct(t, 50000, 3, 'refund');
    const shopper = await register(api);
    const res = await checkout(shop, shopper, [{ id: productId, quantity: 1 }]);
    expect(res.status).toBe(201);
    const orderId = await orderIdOfSession(t, res.body.session_id);
    if (options.pay) {
      expect((await payOnSandbox(sandbox, res.body.session_id)).status).toBe(303);
      await eventually(
        () => orderRow(orderId),
        (o) => o.payment_status === 'paid',
        'the order to be paid',
      );
      await waitForMail(t.outboxDir, shopper.email); // the confirmation
    }
    return { orderId, productId, shopper, sessionId: res.body.session_id };
  }

  const refund = (orderId: string, body: Record<string, unknown>, token = adminToken) =>
    api.post<AdminOrder>(`/api/admin/orders/${orderId}/refund`, body, { token });
  const mailsTo = async (email: string, subject: string) =>
    (await readOutbox(t.outboxDir)).filter((m) => m.to === email && m.subject.startsWith(subject));

  it('refunds a paid order in full: refunded, with the refund listed, the shopper mailed, and the charge refunded', async () => {
    const { orderId, shopper } = await placeOrder({ pay: true });
    const res = await refund(orderId, { reason: '  Item arrived damaged  ' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: orderId,
      payment_status: 'refunded',
      amount_refunded: 540,
      refunds: [{ amount: 540, reason: 'Item arrived damaged', status: 'succeeded' }],
    });
    const row = await orderRow(orderId);
    expect(row).toMatchObject({ refunded_cents: 54000, payment_status: 'refunded' });
    const intent = await stripe.paymentIntents.retrieve(row.payment_intent_id);
    expect(await stripe.charges.retrieve(intent.latest_charge as string)).toMatchObject({
      refunded: true,
      amount_refunded: 54000,
    });

    const refundMails = await eventually(
      () => mailsTo(shopper.email, 'Your refund of $540.00'),
      (m) => m.length === 1,
    );
    expect(refundMails[0].subject).toBe(`Your refund of $540.00 for order #${orderId.slice(-8)}`);
    // The shopper sees what went back.
    const mine = await api.get<Order>(`/api/orders/${orderId}`, { token: shopper.access_token });
    expect(mine.body).toMatchObject({ payment_status: 'refunded', amount_refunded: 540 });

    // Nothing is left: another refund is refused and changes nothing.
    const again = await refund(orderId, { reason: 'Once more' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'CONFLICT', detail: 'This order has no payment to refund' });
  });

  it('refunds in parts: partially_refunded, then the rest makes it refunded; replaying a signed charge.refunded changes nothing', async () => {
    const { orderId, shopper } = await placeOrder({ pay: true });
    const part = await refund(orderId, { reason: 'Scratch on the case', amount_cents: 4000 });
    expect(part.status).toBe(200);
    expect(part.body).toMatchObject({ payment_status: 'partially_refunded', amount_refunded: 40 });
    await sandbox.webhooksSettled();

    const rest = await refund(orderId, { reason: 'Customer returned it' });
    expect(rest.body).toMatchObject({ payment_status: 'refunded', amount_refunded: 540 });
    expect(rest.body.refunds.map((r) => [r.amount, r.status])).toEqual([
      [40, 'succeeded'],
      [500, 'succeeded'],
    ]);
    // Every move went through its machine and is in the history, with who made it.
    const history = async (subject: string, ids: string[]) =>
      (
        await t.db.query(
          `SELECT from_status, to_status, actor_kind, actor_id IS NOT NULL AS named FROM status_changes
            WHERE subject = $1 AND record_id = ANY($2::uuid[]) ORDER BY created_at, id`,
          [subject, ids],
        )
      ).map((r: { from_status: string; to_status: string; actor_kind: string; named: boolean }) =>
        [r.from_status, r.to_status, r.actor_kind, r.named].join(' '),
      );
    expect(await history('order', [orderId])).toEqual(['pending confirmed system false']);
    // The admin's request and the provider's charge.refunded webhook race to record a refund's
    // moves (refunds.service.ts settles whichever comes first, once): either is the right author.
    const adminOrProvider = (lines: string[]) =>
      lines.map((line) => line.replace(/ (admin true|system false)$/, ' admin-or-provider'));
    const payment = await history('payment', [orderId]);
    expect(payment[0]).toBe('unpaid paid system false');
    expect(adminOrProvider(payment.slice(1))).toEqual([
      'paid partially_refunded admin-or-provider',
      'partially_refunded refunded admin-or-provider',
    ]);
    const refundIds = (await refundRows(orderId)).map((r: { id: string }) => r.id);
    expect(adminOrProvider(await history('refund', refundIds))).toEqual([
      'pending succeeded admin-or-provider',
      'pending succeeded admin-or-provider',
    ]);
    await sandbox.webhooksSettled();
    await eventually(
      () => mailsTo(shopper.email, 'Your refund of'),
      (m) => m.length === 2,
      'two refund mails',
    );

    // The provider's own identical event again (same id, same signed bytes): nothing changes.
    const delivered = sandbox.deliveries.filter((d) => d.type === 'charge.refunded' && d.delivered);
    const last = delivered[delivered.length - 1];
    const before = { rows: await refundRows(orderId), order: await orderRow(orderId) };
    const replay = await api.raw('/api/payments/webhook', {
      method: 'POST',
      rawBody: last.payload,
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': last.signature },
    });
    expect(replay.status).toBe(200);
    expect(await refundRows(orderId)).toEqual(before.rows);
    expect((await orderRow(orderId)).refunded_cents).toBe(before.order.refunded_cents);
    // A later mail proves the listener had its chance: still only two refund mails.
    const marker = await placeOrder({ pay: true });
    await refund(marker.orderId, { reason: 'Marker refund' });
    await eventually(
      () => mailsTo(marker.shopper.email, 'Your refund of'),
      (m) => m.length === 1,
      'the marker refund mail',
    );
    expect(await mailsTo(shopper.email, 'Your refund of')).toHaveLength(2);
  });

  it('records a refund made at the provider (its webhook) and refuses refunding more than is left', async () => {
    const { orderId } = await placeOrder({ pay: true });
    const row = await orderRow(orderId);
    await stripe.refunds.create({ payment_intent: row.payment_intent_id, amount: 1000 });
    await eventually(
      () => orderRow(orderId),
      (o) => o.refunded_cents === 1000,
      'the dashboard refund to be applied',
    );
    expect(await refundRows(orderId)).toMatchObject([
      { amount_cents: 1000, status: 'succeeded', reason: 'Refunded at the payment provider' },
    ]);
    expect((await orderRow(orderId)).payment_status).toBe('partially_refunded');

    const over = await refund(orderId, { reason: 'Too much', amount_cents: 53001 });
    expect(over.status).toBe(422);
    expect(over.body).toMatchObject<Partial<ApiErrorBody>>({
      code: 'REFUND_EXCEEDS_PAYMENT',
      detail: 'The refund cannot be more than the $530.00 left to refund',
    });
    expect(await refundRows(orderId)).toHaveLength(1);
    expect(await orderRow(orderId)).toMatchObject({
      refunded_cents: 1000,
      payment_status: 'partially_refunded',
    });

    const invalid = await refund(orderId, { reason: 'x', amount_cents: 0 });
    expect(invalid.status).toBe(400);
  });

  it('is for admins only, and counts revenue as paid minus refunded', async () => {
    const { orderId, shopper } = await placeOrder({ pay: true });
    const denied = await refund(orderId, { reason: 'Please refund me' }, shopper.access_token);
    expect(denied.status).toBe(403);
    expect((await orderRow(orderId)).refunded_cents).toBe(0);
    expect((await refund(randomUUID(), { reason: 'Unknown order' })).status).toBe(404);
    expect((await refund('not-an-id', { reason: 'Malformed id' })).status).toBe(404);

    const stats = async () =>
      (await api.get<OrderStats>('/api/admin/orders/stats', { token: adminToken })).body.total_revenue;
    const before = await stats();
    const sales = async () =>
      (await api.get<SalesSummary>(`/api/admin/sales?search=${orderId}`, { token: adminToken })).body;
    const salesBefore = (await sales()).total_revenue;
    await refund(orderId, { reason: 'Goodwill', amount_cents: 2500 });
    expect(Math.round((before - (await stats())) * 100)).toBe(2500);
    // A partly refunded order is still a sale, at its net revenue; a wholly refunded one is not.
    const partly = await sales();
    expect(partly.sales.items.map((o) => o.id)).toEqual([orderId]);
    expect(Math.round((salesBefore - partly.total_revenue) * 100)).toBe(2500);
    await refund(orderId, { reason: 'Goodwill, the rest' });
    const wholly = await sales();
    expect(wholly.sales.total).toBe(0);
    expect(Math.round((salesBefore - wholly.total_revenue) * 100)).toBe(54000);
  });

  it('lets a shopper cancel a pending order: the session is expired and the units come back', async () => {
    const { orderId, productId, shopper, sessionId } = await placeOrder({ pay: false });
    expect(await stockOf(productId)).toBe(2);
    const other = await register(api);
    expect(
      (await api.post(`/api/orders/${orderId}/cancel`, undefined, { token: other.access_token })).status,
    ).toBe(404);

    const res = await api.post<Order>(`/api/orders/${orderId}/cancel`, undefined, {
      token: shopper.access_token,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: orderId,
      status: 'cancelled',
      payment_status: 'unpaid',
      amount_refunded: 0,
    });
    expect(await stockOf(productId)).toBe(3);
    expect((await stripe.checkout.sessions.retrieve(sessionId)).status).toBe('expired');
    await sandbox.webhooksSettled();
    expect(await stockOf(productId)).toBe(3);
    const [mail] = await eventually(
      () => mailsTo(shopper.email, 'Your order #'),
      (m) => m.length === 1,
    );
    expect(mail.subject).toBe(`Your order #${orderId.slice(-8)} was cancelled`);
    expect(mail.text).toContain('You were not charged for it.');

    const twice = await api.post(`/api/orders/${orderId}/cancel`, undefined, { token: shopper.access_token });
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({
      code: 'INVALID_TRANSITION',
      detail: 'Cannot change an order from cancelled to cancelled',
    });
  });

  it('lets a shopper cancel a confirmed order: refunded in full, cancelled, units back; not once processing', async () => {
    const { orderId, productId, shopper } = await placeOrder({ pay: true });
    const res = await api.post<Order>(`/api/orders/${orderId}/cancel`, undefined, {
      token: shopper.access_token,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'cancelled', payment_status: 'refunded', amount_refunded: 540 });
    expect(await stockOf(productId)).toBe(3);
    expect(await refundRows(orderId)).toMatchObject([
      { amount_cents: 54000, status: 'succeeded', reason: 'Cancelled by the shopper' },
    ]);
    const [mail] = await eventually(
      () => mailsTo(shopper.email, 'Your order #'),
      (m) => m.length === 1,
    );
    expect(mail.text).toContain('We refunded $540.00');

    const processing = await placeOrder({ pay: true });
    const moved = await api.put(
      `/api/orders/${processing.orderId}/status`,
      { status: 'processing' },
      { token: adminToken },
    );
    expect(moved.status).toBe(200);
    const refused = await api.post(`/api/orders/${processing.orderId}/cancel`, undefined, {
      token: processing.shopper.access_token,
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'INVALID_TRANSITION',
      detail: 'Cannot change an order from processing to cancelled',
    });
    expect(await orderRow(processing.orderId)).toMatchObject({
      status: 'processing',
      payment_status: 'paid',
      refunded_cents: 0,
    });
  });
});
