import { randomUUID } from 'node:crypto';
import type { AdminOrder, TradeRequest, User } from '@phonehub/contracts';
import { expectErrorBody } from './support/http';
import { signInAsAdmin } from './support/fixtures';
import { useTestApp } from './support/test-app';

// The lifecycles' state machines as the API enforces them: every illegal change is a 409
// INVALID_TRANSITION with the one sentence and leaves the row (and the stock) as it was. Every legal
// change leaves one row in the status history (who, when, from, to); an illegal one leaves none.

interface OrderSetup {
  status: string;
  payment_status: string;
  tracking_number?: string | null;
}

describe('status transitions', () => {
  const { t, api } = useTestApp();
  let adminToken: string;
  let adminId: string;

  beforeAll(async () => {
    adminToken = await signInAsAdmin(api);
    adminId = (await api.get<User>('/api/auth/me', { token: adminToken })).body.id;
  });

  /** A product with 3 units left after this order took 2 (the order's reservation is already made). */
  async function addOrder(setup: OrderSetup): Promise<{ orderId: string; productId: string }> {
    const [product] = await t.db.query(
      `INSERT INTO products (name, brand, model, price_cents, category, stock_quantity)
       VALUES ($1, 'Google', 'Pixel 8', 10000, 'smartphones', 3) RETURNING id`,
      [`Pixel 8 transitions ${randomUUID().slice(0, 8)}`],
    );
    const [order] = await t.db.query(
      `INSERT INTO orders (email, status, payment_status, shipping_address, shipping_method, subtotal_cents,
                           tax_cents, shipping_cents, total_cents, tracking_number, paid_at)
       VALUES ('transitions@example.com', $1::varchar, $2::varchar, $3::jsonb, 'standard', 20000, 0, 0, 20000, $4,
               CASE WHEN $2::varchar = 'paid' THEN now() END)
       RETURNING id`,
      [
        setup.status,
        setup.payment_status,
        JSON.stringify({
          name: 'Avery',
          address_line_1: '1 Market St',
          city: 'SF',
          state: 'CA',
          postal_code: '94105',
          country: 'US',
        }),
        setup.tracking_number ?? null,
      ],
    );
    await t.db.query(
      `INSERT INTO order_items (order_id, product_id, name, brand, model, unit_price_cents, quantity)
       VALUES ($1, $2, 'Pixel 8', 'Google', 'Pixel 8', 10000, 2)`,
      [order.id, product.id],
    );
    return { orderId: order.id, productId: product.id };
  }

  const orderState = async (orderId: string, productId: string) => {
    const [row] = await t.db.query(
      `SELECT o.status, o.payment_status, o.tracking_number, o.notes, o.stock_released, o.updated_at,
              p.stock_quantity
         FROM orders o, products p WHERE o.id = $1 AND p.id = $2`,
      [orderId, productId],
    );
    return row;
  };
  const putOrderStatus = (orderId: string, body: Record<string, unknown>) =>
    api.put<AdminOrder>(`/api/orders/${orderId}/status`, body, { token: adminToken });

  describe('orders', () => {
    const unpaid = (status: string, tracking_number: string | null = null) => ({
      status,
      payment_status: 'unpaid',
      tracking_number,
    });
    const paid = (status: string, tracking_number: string | null = null) => ({
      status,
      payment_status: 'paid',
      tracking_number,
    });

    const illegal: [OrderSetup, string][] = [
      [unpaid('pending'), 'shipped'],
      [unpaid('pending'), 'processing'],
      [unpaid('pending'), 'delivered'],
      // Only a payment confirms an order.
      [unpaid('pending'), 'confirmed'],
      [paid('confirmed'), 'shipped'],
      [paid('confirmed'), 'pending'],
      [paid('processing'), 'delivered'],
      [paid('shipped', '1Z1'), 'processing'],
      [paid('shipped', '1Z1'), 'cancelled'],
      [paid('delivered', '1Z1'), 'pending'],
      [paid('delivered', '1Z1'), 'cancelled'],
      [unpaid('cancelled'), 'confirmed'],
      [unpaid('cancelled'), 'pending'],
      // A paid order is cancelled only together with a refund, which this route does not give.
      [paid('confirmed'), 'cancelled'],
      [paid('processing'), 'cancelled'],
    ];

    it.each(illegal)('refuses %j → %s with 409 INVALID_TRANSITION and changes nothing', async (setup, to) => {
      const { orderId, productId } = await addOrder(setup);
      const before = await orderState(orderId, productId);
      const res = await putOrderStatus(orderId, {
        status: to,
        tracking_number: '1Z999',
        notes: 'should not stick',
      });
      expectErrorBody(res, 409, 'INVALID_TRANSITION', `Cannot change an order from ${setup.status} to ${to}`);
      expect(await orderState(orderId, productId)).toEqual(before);
    });

    it('walks a paid order confirmed → processing → shipped (with a tracking number) → delivered', async () => {
      const { orderId, productId } = await addOrder(paid('confirmed'));
      const processing = await putOrderStatus(orderId, { status: 'processing', notes: 'Packing' });
      expect(processing.status).toBe(200);
      expect(processing.body).toMatchObject({ status: 'processing', notes: 'Packing' });

      const untracked = await putOrderStatus(orderId, { status: 'shipped' });
      expect(untracked.status).toBe(400);
      expect(untracked.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        detail: 'A tracking number is required to ship an order',
      });
      expect((await orderState(orderId, productId)).status).toBe('processing');

      const shipped = await putOrderStatus(orderId, {
        status: 'shipped',
        tracking_number: '1Z999AA10123456784',
      });
      expect(shipped.status).toBe(200);
      expect(shipped.body).toMatchObject({
        status: 'shipped',
        tracking_number: '1Z999AA10123456784',
        notes: 'Packing',
      });

      // The same status again corrects the tracking number, but cannot drop it.
      const corrected = await putOrderStatus(orderId, {
        status: 'shipped',
        tracking_number: '1Z999AA10123456785',
      });
      expect(corrected.body).toMatchObject({ status: 'shipped', tracking_number: '1Z999AA10123456785' });
      expect((await putOrderStatus(orderId, { status: 'shipped', tracking_number: '' })).status).toBe(400);

      const delivered = await putOrderStatus(orderId, { status: 'delivered' });
      expect(delivered.status).toBe(200);
      expect(delivered.body.status).toBe('delivered');
      expect(await orderState(orderId, productId)).toMatchObject({
        status: 'delivered',
        payment_status: 'paid',
        stock_released: false,
        stock_quantity: 3,
      });
    });

    it('cancels an unpaid pending order, gives its units back once, and nothing leaves cancelled', async () => {
      const { orderId, productId } = await addOrder(unpaid('pending'));
      const cancelled = await putOrderStatus(orderId, { status: 'cancelled' });
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.status).toBe('cancelled');
      expect(await orderState(orderId, productId)).toMatchObject({
        status: 'cancelled',
        stock_released: true,
        stock_quantity: 5,
      });

      // Saying cancelled again is no move: the units are not given back twice.
      expect((await putOrderStatus(orderId, { status: 'cancelled' })).status).toBe(200);
      expect((await putOrderStatus(orderId, { status: 'processing' })).status).toBe(409);
      expect(await orderState(orderId, productId)).toMatchObject({ status: 'cancelled', stock_quantity: 5 });
    });

    it('refuses an unknown status with 400 and lets only an admin change status', async () => {
      const { orderId } = await addOrder(unpaid('pending'));
      expect((await putOrderStatus(orderId, { status: 'lost' })).status).toBe(400);
      expect((await putOrderStatus(randomUUID(), { status: 'cancelled' })).status).toBe(404);
      expect((await api.put(`/api/orders/${orderId}/status`, { status: 'cancelled' })).status).toBe(401);
    });

    it('gives the units of an order cancelled twice at once back only once', async () => {
      const { orderId, productId } = await addOrder(unpaid('pending'));
      const results = await Promise.all([
        putOrderStatus(orderId, { status: 'cancelled' }),
        putOrderStatus(orderId, { status: 'cancelled' }),
      ]);
      expect(results.map((r) => r.status)).toEqual([200, 200]);
      expect(await orderState(orderId, productId)).toMatchObject({ status: 'cancelled', stock_quantity: 5 });
    });
  });

  describe('trades', () => {
    async function addTrade(status: string): Promise<string> {
      const [row] = await t.db.query(
        `INSERT INTO trade_requests (tracking_code, is_guest, status, brand, model, storage, condition, serial_number,
                                     images, partner_id, partner_name, estimated_value_cents, final_value_cents,
                                     rejection_reason, first_name, last_name, email, phone, street, city, state,
                                     zip_code, reviewed_at)
         VALUES ($1, true, $2::varchar, 'Google', 'Pixel 8', '128GB', 'good', $3, '{}', 'partner', 'Partner', 30000,
                 CASE WHEN $2::varchar IN ('approved', 'completed') THEN 30000 END,
                 CASE WHEN $2::varchar = 'rejected' THEN 'Cracked' END,
                 'Avery', 'ONeil', 'trade-transitions@example.com', '5551234567', '1 Market St', 'SF', 'CA',
                 '94105', CASE WHEN $2::varchar <> 'pending_review' THEN now() - interval '1 day' END)
         RETURNING id`,
        [
          `TR-T${randomUUID().replace(/-/g, '').slice(0, 9).toUpperCase()}`,
          status,
          `SN${randomUUID().slice(0, 8)}`,
        ],
      );
      return row.id;
    }
    const tradeState = async (id: string) =>
      (
        await t.db.query(
          'SELECT status, reviewed_at, final_value_cents, rejection_reason FROM trade_requests WHERE id = $1',
          [id],
        )
      )[0];
    const review = (id: string, body: Record<string, unknown>) =>
      api.put<TradeRequest>(`/api/admin/trades/${id}`, body, { token: adminToken });
    const history = (id: string) =>
      t.db.query(
        `SELECT from_status, to_status, actor_kind, actor_id, created_at FROM status_changes
          WHERE subject = 'trade' AND record_id = $1 ORDER BY created_at, id`,
        [id],
      );

    const illegal: [string, string][] = [
      ['rejected', 'approved'],
      ['rejected', 'pending_review'],
      ['rejected', 'completed'],
      ['rejected', 'rejected'],
      ['completed', 'approved'],
      ['completed', 'rejected'],
      ['completed', 'pending_review'],
      ['completed', 'completed'],
      ['pending_review', 'completed'],
      ['approved', 'rejected'],
      ['approved', 'pending_review'],
    ];

    it.each(illegal)('refuses %s → %s with 409 INVALID_TRANSITION and changes nothing', async (from, to) => {
      const id = await addTrade(from);
      const before = await tradeState(id);
      const res = await review(id, { status: to, finalValue: 123, rejectionReason: 'Changed my mind' });
      expectErrorBody(res, 409, 'INVALID_TRANSITION', `Cannot change a trade from ${from} to ${to}`);
      expect(await tradeState(id)).toEqual(before);
      expect(await history(id)).toEqual([]);
    });

    // Completing is paying since issue 19 (trade-payouts.e2e-spec): an approved device is received next.
    it('approves a pending trade, adjusts its final value, then marks it received', async () => {
      const id = await addTrade('pending_review');
      const approved = await review(id, { status: 'approved' });
      expect(approved.status).toBe(200);
      expect(approved.body).toMatchObject({ status: 'approved', finalValue: 300 });
      const adjusted = await review(id, { status: 'approved', finalValue: 280 });
      expect(adjusted.body).toMatchObject({ status: 'approved', finalValue: 280 });
      const received = await review(id, { status: 'received' });
      expect(received.status).toBe(200);
      expect(received.body).toMatchObject({ status: 'received', finalValue: 280 });
      expect(await tradeState(id)).toMatchObject({ status: 'received', final_value_cents: 28000 });
      // Adjusting the value in the same status is no status change.
      const changes = await history(id);
      expect(changes).toEqual([
        {
          from_status: 'pending_review',
          to_status: 'approved',
          actor_kind: 'admin',
          actor_id: adminId,
          created_at: expect.any(Date),
        },
        {
          from_status: 'approved',
          to_status: 'received',
          actor_kind: 'admin',
          actor_id: adminId,
          created_at: expect.any(Date),
        },
      ]);
      expect(changes[0].created_at.getTime()).toBeLessThanOrEqual(changes[1].created_at.getTime());
    });

    it('rejects a pending trade with a reason; two racing decisions cannot both win', async () => {
      const id = await addTrade('pending_review');
      const [approve, reject] = await Promise.all([
        review(id, { status: 'approved' }),
        review(id, { status: 'rejected', rejectionReason: 'Cracked back glass' }),
      ]);
      expect([approve.status, reject.status].sort()).toEqual([200, 409]);
      const winner = approve.status === 200 ? 'approved' : 'rejected';
      expect((await tradeState(id)).status).toBe(winner);
      expect(await history(id)).toEqual([
        expect.objectContaining({ from_status: 'pending_review', to_status: winner }),
      ]);
    });
  });
});
