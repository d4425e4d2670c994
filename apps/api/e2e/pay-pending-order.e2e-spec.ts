import type { ApiErrorBody, CheckoutWithCreditResponse, Order, OrderLookupResult } from '@phonehub/contracts';
import { eventually, register, uniqueClientIp, uniqueEmail } from './support/fixtures';
import {
  addProduct,
  checkout,
  orderIdOfSession,
  orderRow as storedOrder,
  payOnSandbox,
  SHIPPING_ADDRESS,
  stockOf as storedStock,
  useSandboxShop,
} from './support/sandbox-shop';

const ORIGIN = 'http://localhost:4200';

describe('"Pay now": a fresh payment session for a pending order whose payment was cancelled', () => {
  // Guests are counted by address for the units they may hold in open checkouts, and the whole
  // suite's guests come from 127.0.0.1: this file's guests say their own address, trusted from loopback.
  const shop = useSandboxShop({ TRUST_PROXY: 'loopback' });
  const { sandbox, t, api, stripe } = shop;

  const orderRow = (id: string) => storedOrder(t, id);
  const stockOf = (id: string) => storedStock(t, id);
  const payAgain = (orderId: string, body: Record<string, unknown> = {}, token?: string) =>
    api.post<CheckoutWithCreditResponse & ApiErrorBody>(
      `/api/payments/checkout/orders/${orderId}/session`,
      { origin_url: ORIGIN, ...body },
      { token },
    );

  /** A signed-in shopper's pending order of two units at $300 (+ $48 tax, free shipping = $648), not paid. */
  async function pendingOrder() {
    const productId = await addProduct(t, 30000, 5, 'pay-again');
    const shopper = await register(api);
    const res = await checkout(shop, shopper, [{ id: productId, quantity: 2 }]);
    expect(res.status).toBe(201);
    const orderId = await orderIdOfSession(t, res.body.session_id);
    return { orderId, productId, shopper, sessionId: res.body.session_id };
  }

  it("opens a fresh session for the order's frozen amount, retires the old one without cancelling the order, and the new one pays it", async () => {
    const { orderId, productId, shopper, sessionId } = await pendingOrder();
    const old = await stripe.checkout.sessions.retrieve(sessionId);
    // The way back from the payment page names the order, so the storefront can offer "Pay now".
    expect(old.cancel_url).toBe(`${ORIGIN}/checkout?cancelled=1&order=${orderId}`);
    // The price changes meanwhile: the order keeps what it was placed at.
    await t.db.query('UPDATE products SET price_cents = 99900 WHERE id = $1', [productId]);

    const res = await payAgain(orderId, {}, shopper.access_token);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ order_id: orderId, credit_applied_cents: 0, paid: false });
    expect(res.body.session_id).not.toBe(sessionId);
    expect(res.body.url).toBe(`${sandbox.url}/pay/${res.body.session_id}`);

    const fresh = await stripe.checkout.sessions.retrieve(res.body.session_id as string);
    const row = await orderRow(orderId);
    expect(row.total_cents).toBe(64800);
    expect(fresh.amount_total).toBe(row.total_cents);
    expect(fresh.status).toBe('open');
    expect(fresh.client_reference_id).toBe(orderId);
    expect(row.stripe_session_id).toBe(fresh.id);
    // The hold now ends with the new session.
    expect(new Date(row.hold_expires_at).getTime()).toBe(fresh.expires_at * 1000);
    expect((await stripe.checkout.sessions.retrieve(sessionId)).status).toBe('expired');

    // The old session's expiry webhook arrives and names a session the order no longer has: nothing is cancelled.
    await eventually(
      async () =>
        sandbox.deliveries.find((d) => d.objectId === sessionId && d.type === 'checkout.session.expired'),
      (d) => d?.delivered === true,
      "the old session's expiry webhook",
    );
    expect(await orderRow(orderId)).toMatchObject({
      status: 'pending',
      payment_status: 'unpaid',
      stock_released: false,
    });
    expect(await stockOf(productId)).toBe(3);

    expect((await payOnSandbox(sandbox, fresh.id)).status).toBe(303);
    const paid = await eventually(
      async () => (await api.get<Order>(`/api/orders/${orderId}`, { token: shopper.access_token })).body,
      (order) => order.payment_status === 'paid',
      'the order paid through the fresh session',
    );
    expect(paid).toMatchObject({ status: 'confirmed', total: 648 });
    const status = await api.get<{ amount_total: number; order_id: string }>(
      `/api/payments/checkout/status/${fresh.id}`,
    );
    expect(status.body).toMatchObject({ amount_total: 64800, order_id: orderId });

    // Paid: no second payment.
    const again = await payAgain(orderId, {}, shopper.access_token);
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe('This order is already paid');
  });

  it("refuses another user's order and a guest without the order's email (the same 404)", async () => {
    const { orderId, shopper } = await pendingOrder();
    const stranger = await register(api);
    for (const res of [
      await payAgain(orderId, {}, stranger.access_token),
      await payAgain(orderId),
      // An account's order is paid by its owner, not by whoever knows its email.
      await payAgain(orderId, { email: shopper.email }),
      await payAgain('00000000-0000-4000-8000-000000000000', {}, shopper.access_token),
      await payAgain('not-an-id', {}, shopper.access_token),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.detail).toBe('Order not found');
    }
    expect((await orderRow(orderId)).status).toBe('pending');
  });

  /** A guest's pending order of one unit at $120, express ($145.59), not paid. */
  async function guestOrder(label: string) {
    const productId = await addProduct(t, 12000, 2, label);
    const email = uniqueEmail(label);
    // An address of its own (see TRUST_PROXY above).
    const ip = uniqueClientIp();
    const res = await api.post<CheckoutWithCreditResponse>(
      '/api/payments/checkout/session/guest',
      {
        cart_items: [{ id: productId, quantity: 1 }],
        origin_url: ORIGIN,
        email,
        shipping_address: SHIPPING_ADDRESS,
        shipping_method: 'express',
      },
      { headers: { 'x-forwarded-for': ip } },
    );
    expect(res.status).toBe(201);
    return { orderId: res.body.order_id, productId, email, sessionId: res.body.session_id as string };
  }

  it("lets a guest pay again with the order's email, in any case", async () => {
    const { orderId, email } = await guestOrder('pay-again-guest');

    const wrong = await payAgain(orderId, { email: uniqueEmail('someone-else') });
    expect(wrong.status).toBe(404);
    const again = await payAgain(orderId, { email: email.toUpperCase() });
    expect(again.status).toBe(201);
    const fresh = await stripe.checkout.sessions.retrieve(again.body.session_id as string);
    // $120 + $9.60 tax + $15.99 express.
    expect(fresh.amount_total).toBe(14559);
    expect(fresh.customer_email).toBe(email);
  });

  it('refuses a cancelled order, and one whose hold has ended, with a clear 409', async () => {
    const cancelled = await pendingOrder();
    expect(
      (
        await api.post(
          `/api/orders/${cancelled.orderId}/cancel`,
          {},
          { token: cancelled.shopper.access_token },
        )
      ).status,
    ).toBe(200);
    const refused = await payAgain(cancelled.orderId, {}, cancelled.shopper.access_token);
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe('This order was cancelled, so it can no longer be paid');

    const lapsed = await pendingOrder();
    await t.db.query(`UPDATE orders SET hold_expires_at = now() - interval '1 second' WHERE id = $1`, [
      lapsed.orderId,
    ]);
    const late = await payAgain(lapsed.orderId, {}, lapsed.shopper.access_token);
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({
      code: 'CONFLICT',
      detail:
        'The items of this order are no longer reserved, so it can no longer be paid. Please add them to your cart and check out again.',
    });
    // Nothing was opened: the order keeps its session.
    expect((await orderRow(lapsed.orderId)).stripe_session_id).toBe(lapsed.sessionId);

    // Placed more than two hours ago: a fresh session would hold the units past the longest hold.
    const old = await pendingOrder();
    await t.db.query(`UPDATE orders SET created_at = now() - interval '100 minutes' WHERE id = $1`, [
      old.orderId,
    ]);
    expect((await payAgain(old.orderId, {}, old.shopper.access_token)).status).toBe(409);
  });

  it('refuses an origin that is not the shop', async () => {
    const { orderId, shopper } = await pendingOrder();
    const res = await payAgain(orderId, { origin_url: 'https://evil.example' }, shopper.access_token);
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('origin_url is not an address of this shop');
  });

  describe('a guest cancels their unpaid order from the cancelled-payment page', () => {
    const cancelAsGuest = (orderId: string, body: Record<string, unknown>) =>
      api.post<OrderLookupResult & ApiErrorBody>(`/api/orders/${orderId}/cancel/guest`, body);

    it("with the order's email (in any case): the order is cancelled, its unit is back on sale and its payment page is closed", async () => {
      const { orderId, productId, email, sessionId } = await guestOrder('guest-cancel');
      expect(await stockOf(productId)).toBe(1);

      const res = await cancelAsGuest(orderId, { email: ` ${email.toUpperCase()} ` });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        reference: orderId.slice(-8),
        status: 'cancelled',
        payment_status: 'unpaid',
      });
      expect(await orderRow(orderId)).toMatchObject({ status: 'cancelled', stock_released: true });
      expect(await stockOf(productId)).toBe(2);
      expect((await stripe.checkout.sessions.retrieve(sessionId)).status).toBe('expired');
      // Cancelled: it can no longer be paid, nor cancelled twice.
      expect((await payAgain(orderId, { email })).status).toBe(409);
      expect((await cancelAsGuest(orderId, { email })).status).toBe(409);
    });

    it("refuses another address, an account's order and a missing email, and changes nothing", async () => {
      const guest = await guestOrder('guest-cancel-wrong');
      const account = await pendingOrder();
      for (const res of [
        await cancelAsGuest(guest.orderId, { email: uniqueEmail('someone-else') }),
        // An account's order is cancelled by its owner, signed in, not by whoever knows its email.
        await cancelAsGuest(account.orderId, { email: account.shopper.email }),
        await cancelAsGuest('00000000-0000-4000-8000-000000000000', { email: guest.email }),
        await cancelAsGuest('not-an-id', { email: guest.email }),
      ]) {
        expect(res.status).toBe(404);
        expect(res.body.detail).toBe('Order not found');
      }
      const blank = await cancelAsGuest(guest.orderId, {});
      expect(blank.status).toBe(400);
      expect(await orderRow(guest.orderId)).toMatchObject({ status: 'pending', stock_released: false });
      expect((await orderRow(account.orderId)).status).toBe('pending');
    });

    it('refuses a paid order: it holds money, so it is not cancelled on an email alone', async () => {
      const { orderId, email, sessionId } = await guestOrder('guest-cancel-paid');
      expect((await payOnSandbox(sandbox, sessionId)).status).toBe(303);
      await eventually(
        async () => (await orderRow(orderId)).payment_status as string,
        (status) => status === 'paid',
        'the guest order paid',
      );
      const res = await cancelAsGuest(orderId, { email });
      expect(res.status).toBe(409);
      expect(res.body.detail).toBe(
        'This order has been paid, so it cannot be cancelled here. Please contact support to cancel it with a refund.',
      );
      expect(await orderRow(orderId)).toMatchObject({ status: 'confirmed', payment_status: 'paid' });
    });
  });
});
