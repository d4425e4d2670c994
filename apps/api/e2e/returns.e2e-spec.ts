import { randomUUID } from 'node:crypto';
import type {
  AdminOrder,
  AdminOrderReturn,
  ApiErrorBody,
  Order,
  OrderReturn,
  Paged,
} from '@phonehub/contracts';
import { JobQueue } from '../src/jobs/job-queue.service';
import { OrderRefundedEvent } from '../src/orders/refunds/order-refunded.event';
import { eventually, readOutbox, register } from './support/fixtures';
import {
  addProduct as addShopProduct,
  paidOrder as payOrder,
  stockOf as storedStock,
  useSandboxShop,
} from './support/sandbox-shop';

// 30-day returns through the real payment sandbox: an order is paid on the sandbox page, shipped
// and delivered by the admin, then returned; receiving the units restocks them and refunds them.

type Shopper = Awaited<ReturnType<typeof register>>;
const REASON = 'The screen flickers when the brightness is low.';

describe('returns', () => {
  const shop = useSandboxShop();
  const { t, api } = shop;
  let adminToken: string;
  beforeAll(() => (adminToken = shop.adminToken));

  const addProduct = (priceCents: number, stock: number) => addShopProduct(t, priceCents, stock, 'returns');
  const stockOf = (id: string) => storedStock(t, id);
  /** Checks out as the shopper and pays on the sandbox page; the webhook confirms the order. */
  const paidOrder = (shopper: Shopper, lines: { id: string; quantity: number }[]) =>
    payOrder(shop, shopper, lines);

  /** The admin ships the order and marks it delivered through the status endpoint. */
  async function deliver(orderId: string): Promise<AdminOrder> {
    const steps = [
      { status: 'processing' },
      { status: 'shipped', tracking_number: '1Z999AA10123456784' },
      { status: 'delivered' },
    ];
    let last: AdminOrder | undefined;
    for (const step of steps) {
      const res = await api.put<AdminOrder>(`/api/orders/${orderId}/status`, step, { token: adminToken });
      expect(res.status).toBe(200);
      last = res.body;
    }
    return last as AdminOrder;
  }

  async function deliveredOrder(shopper: Shopper, lines: { id: string; quantity: number }[]): Promise<Order> {
    const order = await paidOrder(shopper, lines);
    await deliver(order.id);
    return order;
  }

  /** `T`: the body expected (ApiErrorBody where a refusal is). */
  const requestReturn = <T = OrderReturn>(
    shopper: Shopper,
    orderId: string,
    body: Record<string, unknown> = { reason: REASON },
  ) => api.post<T>(`/api/orders/${orderId}/return`, body, { token: shopper.access_token });
  const updateReturn = <T = AdminOrderReturn>(id: string, body: Record<string, unknown>) =>
    api.put<T>(`/api/admin/returns/${id}`, body, { token: adminToken });
  const viewOrder = async (shopper: Shopper, orderId: string) =>
    (await api.get<Order>(`/api/orders/${orderId}`, { token: shopper.access_token })).body;
  const returnMails = async (to: string) =>
    (await readOutbox(t.outboxDir)).filter((mail) => mail.to === to && /return/i.test(mail.subject));

  it('runs requested → approved → received (units restocked) → refunded within 30 days, mailing each step', async () => {
    const phone = await addProduct(50000, 5);
    const charger = await addProduct(10000, 5);
    const shopper = await register(api);
    const order = await paidOrder(shopper, [
      { id: phone, quantity: 2 },
      { id: charger, quantity: 1 },
    ]);
    const delivered = await deliver(order.id);
    expect(delivered.delivered_at).not.toBeNull();
    expect(Date.now() - new Date(delivered.delivered_at as string).getTime()).toBeLessThan(60_000);
    expect(await stockOf(phone)).toBe(3);

    const phoneLine = order.items.find((i) => i.product_id === phone);
    const requested = await requestReturn(shopper, order.id, {
      reason: `  ${REASON}  `,
      items: [{ order_item_id: phoneLine?.id, quantity: 1 }],
    });
    expect(requested.status).toBe(201);
    // One $500 unit and its 8 % tax; shipping was free and is never refunded anyway.
    expect(requested.body).toMatchObject({
      order_id: order.id,
      status: 'requested',
      reason: REASON,
      note: null,
      refund_amount: 540,
      items: [
        { order_item_id: phoneLine?.id, quantity: 1, price: 500, product_name: phoneLine?.product_name },
      ],
    });
    const returnId = requested.body.id;
    expect((await viewOrder(shopper, order.id)).return).toMatchObject({ id: returnId, status: 'requested' });

    const approved = await updateReturn(returnId, {
      status: 'approved',
      note: 'Please include the charger cable.',
    });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      id: returnId,
      status: 'approved',
      note: 'Please include the charger cable.',
      email: shopper.email,
      user_name: "Avery O'Neil",
    });
    expect(await stockOf(phone)).toBe(3);

    const received = await updateReturn(returnId, { status: 'received' });
    expect(received.status).toBe(200);
    // The sandbox answers the refund at once, so the return is complete in the same answer.
    expect(received.body).toMatchObject({
      status: 'refunded',
      refund_amount: 540,
      note: 'Please include the charger cable.',
    });
    expect(await stockOf(phone)).toBe(4);
    expect(await stockOf(charger)).toBe(4);

    const after = await viewOrder(shopper, order.id);
    expect(after).toMatchObject({
      payment_status: 'partially_refunded',
      amount_refunded: 540,
      status: 'delivered',
    });
    expect(after.return).toMatchObject({ id: returnId, status: 'refunded', refund_amount: 540 });
    const [row] = await t.db.query('SELECT refund_id FROM order_returns WHERE id = $1', [returnId]);
    const [refund] = await t.db.query(
      'SELECT amount_cents, status, return_id FROM order_refunds WHERE id = $1',
      [row.refund_id],
    );
    expect(refund).toEqual({ amount_cents: 54000, status: 'succeeded', return_id: returnId });

    const reference = order.id.slice(-8);
    const mails = await eventually(
      () => returnMails(shopper.email),
      (found) => found.length >= 4,
      'four return mails',
    );
    expect(mails.map((m) => m.subject).sort()).toEqual(
      [
        `We received your return request for order #${reference}`,
        `Your return for order #${reference} is approved`,
        `We received your returned items for order #${reference}`,
        `Your return for order #${reference} is complete`,
      ].sort(),
    );
    const approvedMail = mails.find((m) => m.subject.endsWith('is approved'));
    expect(approvedMail?.text).toContain('Please include the charger cable.');
    expect(approvedMail?.text).toContain(`1 × ${phoneLine?.product_name}`);
    expect(mails.find((m) => m.subject.endsWith('is complete'))?.text).toContain('We refunded $540.00');
  });

  it('returns every unit by default: the whole payment but shipping goes back and every line is restocked', async () => {
    const phone = await addProduct(2000, 5);
    const shopper = await register(api);
    // $40 is below the free-shipping threshold: $5.99 shipping is charged and kept.
    const order = await deliveredOrder(shopper, [{ id: phone, quantity: 2 }]);
    expect(order).toMatchObject({ subtotal: 40, tax: 3.2, shipping_cost: 5.99 });
    const requested = await requestReturn(shopper, order.id);
    expect(requested.status).toBe(201);
    expect(requested.body).toMatchObject({ refund_amount: 43.2, items: [{ quantity: 2 }] });

    expect((await updateReturn(requested.body.id, { status: 'approved' })).status).toBe(200);
    const received = await updateReturn(requested.body.id, { status: 'received' });
    expect(received.body.status).toBe('refunded');
    expect(await stockOf(phone)).toBe(5);
    expect(await viewOrder(shopper, order.id)).toMatchObject({
      payment_status: 'partially_refunded',
      amount_refunded: 43.2,
    });

    // Nothing leaves refunded.
    const again = await updateReturn(requested.body.id, { status: 'received' });
    expect(again.status).toBe(409);
    expect(await stockOf(phone)).toBe(5);
  });

  it('refuses a return after 30 days, before delivery, twice, by another shopper, and lines that do not fit', async () => {
    const phone = await addProduct(30000, 10);
    const shopper = await register(api);

    const undelivered = await paidOrder(shopper, [{ id: phone, quantity: 1 }]);
    const early = await requestReturn<ApiErrorBody>(shopper, undelivered.id);
    expect(early.status).toBe(409);
    expect(early.body).toEqual({
      statusCode: 409,
      code: 'CONFLICT',
      message: 'Conflict',
      detail: 'Only delivered orders can be returned',
    } satisfies ApiErrorBody);

    const late = await deliveredOrder(shopper, [{ id: phone, quantity: 1 }]);
    await t.db.query(`UPDATE orders SET delivered_at = now() - interval '31 days' WHERE id = $1`, [late.id]);
    const tooLate = await requestReturn<ApiErrorBody>(shopper, late.id);
    expect(tooLate.status).toBe(409);
    expect(tooLate.body.detail).toBe('Returns are accepted within 30 days of delivery');
    expect((await viewOrder(shopper, late.id)).return).toBeNull();

    const order = await deliveredOrder(shopper, [{ id: phone, quantity: 2 }]);
    const line = order.items[0];
    const other = await register(api);
    const foreign = await requestReturn<ApiErrorBody>(other, order.id);
    expect(foreign.status).toBe(404);
    expect(foreign.body.detail).toBe('Order not found');
    expect((await requestReturn(shopper, randomUUID())).status).toBe(404);
    expect((await requestReturn(shopper, 'not-an-order')).body).toMatchObject({
      statusCode: 404,
      detail: 'Order not found',
    });
    expect((await api.post(`/api/orders/${order.id}/return`, { reason: REASON })).status).toBe(401);

    const short = await requestReturn<ApiErrorBody>(shopper, order.id, { reason: '  broken  ' });
    expect(short.status).toBe(400);
    expect(short.body.detail).toBe('Please describe the reason for the return in 10 to 1000 characters');
    const none = await requestReturn<ApiErrorBody>(shopper, order.id, { reason: REASON, items: [] });
    expect(none.status).toBe(400);
    expect(none.body.detail).toBe('Please choose at least one item to return');
    const tooMany = await requestReturn<ApiErrorBody>(shopper, order.id, {
      reason: REASON,
      items: [{ order_item_id: line.id, quantity: 3 }],
    });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.detail).toBe(`You can return at most 2 of ${line.product_name}`);
    const notOurs = await requestReturn<ApiErrorBody>(shopper, order.id, {
      reason: REASON,
      items: [{ order_item_id: undelivered.items[0].id, quantity: 1 }],
    });
    expect(notOurs.status).toBe(422);
    expect(notOurs.body.detail).toBe(`Item ${undelivered.items[0].id} is not part of this order`);
    const twice = await requestReturn(shopper, order.id, {
      reason: REASON,
      items: [
        { order_item_id: line.id, quantity: 1 },
        { order_item_id: line.id, quantity: 1 },
      ],
    });
    expect(twice.status).toBe(400);

    // Two requests at once: one return, the other hears it exists.
    const [a, b] = await Promise.all([
      requestReturn<ApiErrorBody>(shopper, order.id),
      requestReturn<ApiErrorBody>(shopper, order.id),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect((a.status === 409 ? a : b).body.detail).toBe('A return has already been requested for this order');
    const [{ n }] = await t.db.query('SELECT count(*)::int AS n FROM order_returns WHERE order_id = $1', [
      order.id,
    ]);
    expect(n).toBe(1);
  });

  it('moves a return only along its machine (409 INVALID_TRANSITION) and mails a rejection with its note', async () => {
    const phone = await addProduct(25000, 5);
    const shopper = await register(api);
    const order = await deliveredOrder(shopper, [{ id: phone, quantity: 1 }]);
    const { body: requested } = await requestReturn(shopper, order.id);

    for (const to of ['received', 'refunded', 'requested']) {
      const res = await updateReturn(requested.id, { status: to });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        statusCode: 409,
        code: 'INVALID_TRANSITION',
        message: 'Conflict',
        detail: `Cannot change a return from requested to ${to}`,
      } satisfies ApiErrorBody);
    }
    expect((await updateReturn(requested.id, { status: 'lost' })).status).toBe(400);
    expect((await updateReturn(randomUUID(), { status: 'approved' })).body).toMatchObject({
      statusCode: 404,
      detail: 'Return not found',
    });
    expect(
      (
        await api.put(
          `/api/admin/returns/${requested.id}`,
          { status: 'approved' },
          { token: shopper.access_token },
        )
      ).status,
    ).toBe(403);

    const rejected = await updateReturn(requested.id, {
      status: 'rejected',
      note: 'The device shows water damage.',
    });
    expect(rejected.body).toMatchObject({ status: 'rejected', note: 'The device shows water damage.' });
    const reopen = await updateReturn<ApiErrorBody>(requested.id, { status: 'approved' });
    expect(reopen.status).toBe(409);
    expect(reopen.body.detail).toBe('Cannot change a return from rejected to approved');
    expect(await stockOf(phone)).toBe(4);
    expect(await viewOrder(shopper, order.id)).toMatchObject({
      payment_status: 'paid',
      return: { status: 'rejected' },
    });

    const mails = await eventually(
      () => returnMails(shopper.email),
      (found) => found.some((m) => m.subject.includes('was not approved')),
      'the rejection mail',
    );
    expect(mails.find((m) => m.subject.includes('was not approved'))?.text).toContain(
      'The device shows water damage.',
    );
  });

  it('completes a received return when its refund succeeds later, and marks it refunded by hand only after a refund', async () => {
    const phone = await addProduct(20000, 5);
    const shopper = await register(api);
    const order = await deliveredOrder(shopper, [{ id: phone, quantity: 1 }]);
    const { body: requested } = await requestReturn(shopper, order.id);
    await updateReturn(requested.id, { status: 'approved' });
    // As if the units arrived while the provider had not settled the refund yet.
    await t.db.query(`UPDATE order_returns SET status = 'received' WHERE id = $1`, [requested.id]);
    const [pending] = await t.db.query(
      `INSERT INTO order_refunds (order_id, amount_cents, reason, status, return_id)
       VALUES ($1, 21600, 'Returned items', 'pending', $2) RETURNING id`,
      [order.id, requested.id],
    );

    const early = await updateReturn<ApiErrorBody>(requested.id, { status: 'refunded' });
    expect(early.status).toBe(409);
    expect(early.body.detail).toMatch(/^The refund for this return is still pending/);

    // The provider confirms it (the refunds module publishes this with its commit).
    await t.db.query(`UPDATE order_refunds SET status = 'succeeded' WHERE id = $1`, [pending.id]);
    await t.app
      .get(JobQueue)
      .publish(null, new OrderRefundedEvent(order.id, pending.id, 21600, requested.id, 'succeeded'));
    await eventually(
      async () =>
        (await t.db.query('SELECT status, refund_id FROM order_returns WHERE id = $1', [requested.id]))[0],
      (row) => row.status === 'refunded',
      'the return completed by the refund event',
    ).then((row) => expect(row.refund_id).toBe(pending.id));
    // The admin approved it; the refund's success completed it (the system's move); the early try left nothing.
    expect(
      await t.db.query(
        `SELECT from_status AS "from", to_status AS "to", actor_kind AS kind FROM status_changes
          WHERE subject = 'return' AND record_id = $1 ORDER BY created_at, id`,
        [requested.id],
      ),
    ).toEqual([
      { from: 'requested', to: 'approved', kind: 'admin' },
      { from: 'received', to: 'refunded', kind: 'system' },
    ]);
    await eventually(
      () => returnMails(shopper.email),
      (found) => found.some((m) => m.subject.endsWith('is complete')),
      'the completion mail',
    );

    // A received return whose refund failed: marking it refunded issues the refund again.
    const other = await deliveredOrder(shopper, [{ id: phone, quantity: 1 }]);
    const { body: second } = await requestReturn(shopper, other.id);
    await updateReturn(second.id, { status: 'approved' });
    await t.db.query(`UPDATE order_returns SET status = 'received' WHERE id = $1`, [second.id]);
    await t.db.query(
      `INSERT INTO order_refunds (order_id, amount_cents, reason, status, return_id)
       VALUES ($1, 21600, 'Returned items', 'failed', $2)`,
      [other.id, second.id],
    );
    const retried = await updateReturn(second.id, { status: 'refunded', note: 'Sorry for the wait.' });
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({
      status: 'refunded',
      note: 'Sorry for the wait.',
      refund_amount: 216,
    });
    expect(await viewOrder(shopper, other.id)).toMatchObject({
      payment_status: 'refunded',
      amount_refunded: 216,
    });
  });

  it('lists returns for the admin one page at a time, searched by email and filtered by status', async () => {
    const phone = await addProduct(15000, 10);
    const shopper = await register(api);
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const order = await deliveredOrder(shopper, [{ id: phone, quantity: 1 }]);
      ids.push((await requestReturn(shopper, order.id)).body.id);
    }
    await updateReturn(ids[1], { status: 'approved' });
    const list = (query: string) =>
      api.get<Paged<AdminOrderReturn>>(`/api/admin/returns?${query}`, { token: adminToken });
    const search = `search=${encodeURIComponent(shopper.email)}`;

    const page1 = await list(`${search}&page_size=1`);
    expect(page1.status).toBe(200);
    expect(page1.body).toMatchObject({ total: 3, page: 1, page_size: 1, total_pages: 3 });
    // Newest first.
    expect(page1.body.items.map((r) => r.id)).toEqual([ids[2]]);
    const page2 = await list(`${search}&page_size=1&page=2`);
    expect(page2.body.items.map((r) => r.id)).toEqual([ids[1]]);
    expect(page2.body.items[0]).toMatchObject({
      email: shopper.email,
      status: 'approved',
      items: [{ quantity: 1 }],
    });
    const oldest = await list(`${search}&sort=created_at&page_size=1`);
    expect(oldest.body.items.map((r) => r.id)).toEqual([ids[0]]);

    const approved = await list(`${search}&status=approved`);
    expect(approved.body).toMatchObject({ total: 1, items: [{ id: ids[1] }] });
    const byOrderId = await list(`search=${page2.body.items[0].order_id.slice(-8)}`);
    expect(byOrderId.body.items.map((r) => r.id)).toEqual([ids[1]]);
    expect((await list('status=lost')).status).toBe(400);
    expect((await list('page_size=101')).status).toBe(400);
    expect((await api.get('/api/admin/returns', { token: shopper.access_token })).status).toBe(403);
  });
});
