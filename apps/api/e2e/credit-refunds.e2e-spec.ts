import type { AdminOrder, CheckoutWithCreditResponse, Order, StoreCredit } from '@phonehub/contracts';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../src/orders/payment-gateway.port';
import { eventually, readOutbox } from './support/fixtures';
import {
  addProduct as addShopProduct,
  checkout,
  orderRow as storedOrder,
  payOnSandbox,
  useSandboxShop,
} from './support/sandbox-shop';
import { shopperWithTradeCredit, usePricedDevice } from './support/trades';

// Issue 19's last gap: refunds and cancellations of orders paid (partly) with store credit. Every
// refund goes back to the card first, up to what the card paid, then to store credit. Everything
// is scoped by this file's own shoppers, orders and sandbox.

describe('refunds and cancellations of orders paid with store credit', () => {
  /** Every refund the sandbox made, as its log says it ("refund re_… of <cents> on ch_…"). */
  const sandboxRefunds: string[] = [];
  const shop = useSandboxShop(
    {},
    {
      sandbox: {
        log: (message) => {
          if (message.startsWith('refund ')) sandboxRefunds.push(message);
        },
      },
    },
  );
  const { sandbox, t, api, stripe } = shop;
  let adminToken: string;
  const device = usePricedDevice(shop, 'Creditrefund', 'Phone R');

  beforeAll(() => {
    adminToken = shop.adminToken;
  });

  /** A shopper holding value × 1.1 of store credit: their trade, inspected as quoted, paid out as credit. */
  const shopperWithCredit = (valueCents: number) => shopperWithTradeCredit(shop, device, valueCents, 'TR-R');

  const addProduct = (priceCents: number) => addShopProduct(t, priceCents, 10, 'credit refund');

  const creditOf = async (token: string) =>
    (await api.get<StoreCredit>('/api/account/credit', { token })).body;
  const orderRow = (id: string) => storedOrder(t, id);
  /** The shopper cancels their own order. */
  const cancelAs = (shopper: { access_token: string }, orderId: string) =>
    api.post<Order>(`/api/orders/${orderId}/cancel`, {}, { token: shopper.access_token });
  const refund = (orderId: string, body: Record<string, unknown>) =>
    api.post<AdminOrder & { detail?: string }>(`/api/admin/orders/${orderId}/refund`, body, {
      token: adminToken,
    });
  /** The entries of the shopper's ledger that gave this order's credit back. */
  const givenBack = (credit: StoreCredit, orderId: string) =>
    credit.entries.filter((e) => e.order_id === orderId && e.amount_cents > 0);

  /**
   * A signed-in shopper's order of one product at `priceCents`, spending their store credit; paid on
   * the sandbox for the rest unless the credit paid it all. Resolves once it is confirmed.
   */
  async function orderWithCredit(shopper: { email: string; access_token: string }, priceCents: number) {
    const lines = [{ id: await addProduct(priceCents), quantity: 1 }];
    const res = await checkout<CheckoutWithCreditResponse>(shop, shopper, lines, { apply_credit: true });
    expect(res.status).toBe(201);
    if (!res.body.paid) expect((await payOnSandbox(sandbox, res.body.session_id as string)).status).toBe(303);
    const order = await eventually(
      () => orderRow(res.body.order_id),
      (o) => o.payment_status === 'paid',
      'the order paid',
    );
    return {
      id: order.id as string,
      totalCents: order.total_cents as number,
      creditCents: res.body.credit_applied_cents,
      order,
    };
  }

  it('a checkout the provider cannot open marks its order: cancelled, its unit and its credit back, a 502 with nothing charged', async () => {
    const shopper = await shopperWithCredit(10000); // $110.00 of credit
    const productId = await addProduct(50000);
    const gateway = t.app.get<PaymentGateway>(PAYMENT_GATEWAY);
    const open = jest.spyOn(gateway, 'openCheckout').mockRejectedValueOnce(new Error('the provider is down'));
    try {
      const lines = [{ id: productId, quantity: 1 }];
      const res = await checkout<{ detail: string }>(shop, shopper, lines, { apply_credit: true });
      expect(res.status).toBe(502);
      expect(res.body.detail).toBe('Failed to create checkout session');
    } finally {
      open.mockRestore();
    }
    const [order] = await t.db.query(
      'SELECT * FROM orders WHERE lower(email) = lower($1) ORDER BY created_at DESC LIMIT 1',
      [shopper.email],
    );
    expect(order).toMatchObject({
      status: 'cancelled',
      payment_status: 'unpaid',
      stock_released: true,
      stripe_session_id: null,
    });
    expect(
      (await t.db.query('SELECT stock_quantity FROM products WHERE id = $1', [productId]))[0].stock_quantity,
    ).toBe(10);
    expect((await creditOf(shopper.access_token)).balance_cents).toBe(11000);
  });

  describe('an order paid by card and store credit', () => {
    it('refunds the card first, then the credit: the provider gives back exactly what the card paid, the credit comes back, nothing more', async () => {
      const shopper = await shopperWithCredit(10000); // $110.00 of credit
      const paid = await orderWithCredit(shopper, 50000); // $540.00: $430.00 by card, $110.00 by credit
      expect(paid.creditCents).toBe(11000);
      expect(paid.totalCents).toBe(54000);
      const cardCents = paid.totalCents - paid.creditCents;
      expect((await creditOf(shopper.access_token)).balance_cents).toBe(0);

      const partial = await refund(paid.id, { reason: 'Scratched screen', amount_cents: 20000 });
      expect(partial.status).toBe(200);
      expect(partial.body).toMatchObject({
        payment_status: 'partially_refunded',
        amount_refunded: 200,
        credit_applied: 110,
        credit_refunded: 0,
        refunds: [{ amount: 200, card_amount: 200, credit_amount: 0, status: 'succeeded' }],
      });
      expect((await creditOf(shopper.access_token)).balance_cents).toBe(0);

      const tooMuch = await refund(paid.id, { reason: 'Too much', amount_cents: 34001 });
      expect(tooMuch.status).toBe(422);
      expect(tooMuch.body.detail).toBe('The refund cannot be more than the $340.00 left to refund');

      const rest = await refund(paid.id, { reason: 'Returned in full' });
      expect(rest.status).toBe(200);
      expect(rest.body).toMatchObject({
        payment_status: 'refunded',
        amount_refunded: 540,
        credit_refunded: 110,
        refunds: [
          { amount: 200, card_amount: 200, credit_amount: 0, status: 'succeeded' },
          {
            amount: 340,
            card_amount: 230,
            credit_amount: 110,
            status: 'succeeded',
            reason: 'Returned in full',
          },
        ],
      });

      // The provider refunded exactly what the card paid, over both refunds.
      const intent = await stripe.paymentIntents.retrieve((await orderRow(paid.id)).payment_intent_id);
      const charge = await stripe.charges.retrieve(intent.latest_charge as string);
      expect(charge).toMatchObject({ amount: cardCents, amount_refunded: cardCents, refunded: true });
      const atProvider = await stripe.refunds.list({ payment_intent: intent.id });
      expect(atProvider.data.map((r) => r.amount).sort((a, b) => a - b)).toEqual([20000, 23000]);

      // The credit is back once, as an entry naming the order and the refund.
      const secondRefundId = rest.body.refunds[1]!.id;
      const credit = await creditOf(shopper.access_token);
      expect(credit.balance_cents).toBe(11000);
      expect(givenBack(credit, paid.id)).toEqual([
        expect.objectContaining({
          kind: 'order_refund',
          amount_cents: 11000,
          order_id: paid.id,
          refund_id: secondRefundId,
        }),
      ]);
      const [row] = await t.db.query('SELECT amount_cents, credit_cents FROM order_refunds WHERE id = $1', [
        secondRefundId,
      ]);
      expect(row).toEqual({ amount_cents: 34000, credit_cents: 11000 });

      // The mail says where the money went.
      const mail = await eventually(
        async () =>
          (await readOutbox(t.outboxDir)).find(
            (m) =>
              m.to === shopper.email &&
              m.subject === `Your refund of $340.00 for order #${paid.id.slice(-8)}`,
          ),
        (found) => found !== undefined,
        'the refund mail',
      );
      expect(mail!.text).toContain(
        '$230.00 goes back to your original payment method and $110.00 to your PhoneHub store credit.',
      );

      const further = await refund(paid.id, { reason: 'Once more' });
      expect(further.status).toBe(409);
      expect(further.body.detail).toBe('This order has no payment to refund');
      expect((await creditOf(shopper.access_token)).balance_cents).toBe(11000);
      expect((await stripe.refunds.list({ payment_intent: intent.id })).data).toHaveLength(2);
    });

    it('a shopper cancelling it gets the card part on the card and the credit part as credit, once', async () => {
      const shopper = await shopperWithCredit(10000);
      const paid = await orderWithCredit(shopper, 50000);
      const cancelled = await cancelAs(shopper, paid.id);
      expect(cancelled.status).toBe(200);
      expect(cancelled.body).toMatchObject({
        status: 'cancelled',
        payment_status: 'refunded',
        amount_refunded: 540,
        credit_refunded: 110,
      });
      const intent = await stripe.paymentIntents.retrieve((await orderRow(paid.id)).payment_intent_id);
      expect(await stripe.charges.retrieve(intent.latest_charge as string)).toMatchObject({
        amount_refunded: 43000,
        refunded: true,
      });
      const credit = await creditOf(shopper.access_token);
      expect(credit.balance_cents).toBe(11000);
      expect(givenBack(credit, paid.id).map((e) => [e.kind, e.amount_cents])).toEqual([
        ['order_refund', 11000],
      ]);
    });
  });

  describe('a return', () => {
    it('of an order paid by card and store credit refunds the card first, then the credit, and its mail says so', async () => {
      const shopper = await shopperWithCredit(10000);
      const paid = await orderWithCredit(shopper, 50000); // $430.00 card + $110.00 credit
      for (const step of [
        { status: 'processing' },
        { status: 'shipped', tracking_number: '1Z999AA10123456784' },
        { status: 'delivered' },
      ])
        expect((await api.put(`/api/orders/${paid.id}/status`, step, { token: adminToken })).status).toBe(
          200,
        );
      const requested = await api.post<{ id: string }>(
        `/api/orders/${paid.id}/return`,
        { reason: 'It does not suit me after all' },
        { token: shopper.access_token },
      );
      expect(requested.status).toBe(201);
      for (const status of ['approved', 'received'])
        expect(
          (await api.put(`/api/admin/returns/${requested.body.id}`, { status }, { token: adminToken }))
            .status,
        ).toBe(200);

      const order = await eventually(
        async () => (await api.get<AdminOrder>(`/api/orders/${paid.id}`, { token: adminToken })).body,
        (o) => o.payment_status === 'refunded',
        'the return refunded',
      );
      expect(order.refunds).toEqual([
        expect.objectContaining({ amount: 540, card_amount: 430, credit_amount: 110, status: 'succeeded' }),
      ]);
      expect(order.return).toMatchObject({ status: 'refunded' });
      const intent = await stripe.paymentIntents.retrieve((await orderRow(paid.id)).payment_intent_id);
      expect(await stripe.charges.retrieve(intent.latest_charge as string)).toMatchObject({
        amount_refunded: 43000,
      });
      const credit = await creditOf(shopper.access_token);
      expect(credit.balance_cents).toBe(11000);
      expect(givenBack(credit, paid.id).map((e) => [e.kind, e.amount_cents])).toEqual([
        ['order_refund', 11000],
      ]);
      const mail = await eventually(
        async () =>
          (await readOutbox(t.outboxDir)).find(
            (m) =>
              m.to === shopper.email &&
              m.subject === `Your return for order #${paid.id.slice(-8)} is complete`,
          ),
        (found) => found !== undefined,
        'the return complete mail',
      );
      expect(mail!.text).toContain(
        '$430.00 goes back to your original payment method and $110.00 to your PhoneHub store credit.',
      );
    });
  });

  describe('an order paid wholly by store credit', () => {
    it('an admin refunds it in parts and it is cancelled, without the provider, the credit back once', async () => {
      const shopper = await shopperWithCredit(30000); // $330.00
      const paid = await orderWithCredit(shopper, 10000);
      const before = sandboxRefunds.length;
      expect(paid.creditCents).toBe(paid.totalCents);
      expect(paid.order.payment_intent_id).toBeNull();
      const balance = 33000 - paid.totalCents;
      expect((await creditOf(shopper.access_token)).balance_cents).toBe(balance);

      const part = await refund(paid.id, { reason: 'Price match', amount_cents: 2500 });
      expect(part.status).toBe(200);
      expect(part.body).toMatchObject({
        payment_status: 'partially_refunded',
        amount_refunded: 25,
        refunds: [{ amount: 25, card_amount: 0, credit_amount: 25, status: 'succeeded' }],
      });
      expect((await creditOf(shopper.access_token)).balance_cents).toBe(balance + 2500);

      const rest = await refund(paid.id, { reason: 'Out of stock after all' });
      expect(rest.status).toBe(200);
      expect(rest.body).toMatchObject({
        payment_status: 'refunded',
        amount_refunded: paid.totalCents / 100,
        credit_refunded: paid.totalCents / 100,
      });
      const cancel = await api.put<AdminOrder>(
        `/api/orders/${paid.id}/status`,
        { status: 'cancelled' },
        { token: adminToken },
      );
      expect(cancel.status).toBe(200);
      expect(cancel.body.status).toBe('cancelled');

      const credit = await creditOf(shopper.access_token);
      expect(credit.balance_cents).toBe(33000);
      expect(
        givenBack(credit, paid.id)
          .map((e) => [e.kind, e.amount_cents])
          .sort(),
      ).toEqual(
        [
          ['order_refund', 2500],
          ['order_refund', paid.totalCents - 2500],
        ].sort(),
      );
      expect((await refund(paid.id, { reason: 'Again' })).status).toBe(409);
      expect(sandboxRefunds.length).toBe(before);
      expect(
        await t.db.query('SELECT provider_refund_id FROM order_refunds WHERE order_id = $1', [paid.id]),
      ).toEqual([{ provider_refund_id: null }, { provider_refund_id: null }]);
    });

    it('its shopper cancels it: refunded to store credit without the provider, and the credit comes back once', async () => {
      const shopper = await shopperWithCredit(30000);
      const paid = await orderWithCredit(shopper, 10000);
      const before = sandboxRefunds.length;
      const cancelled = await cancelAs(shopper, paid.id);
      expect(cancelled.status).toBe(200);
      expect(cancelled.body).toMatchObject({
        status: 'cancelled',
        payment_status: 'refunded',
        amount_refunded: paid.totalCents / 100,
      });
      expect(sandboxRefunds.length).toBe(before);
      const credit = await creditOf(shopper.access_token);
      expect(credit.balance_cents).toBe(33000);
      expect(givenBack(credit, paid.id).map((e) => [e.kind, e.amount_cents])).toEqual([
        ['order_refund', paid.totalCents],
      ]);
      const mail = await eventually(
        async () =>
          (await readOutbox(t.outboxDir)).find(
            (m) => m.to === shopper.email && m.subject === `Your order #${paid.id.slice(-8)} was cancelled`,
          ),
        (found) => found !== undefined,
        'the cancellation mail',
      );
      expect(mail!.text).toContain('It goes back to your PhoneHub store credit.');
      expect(mail!.text).not.toContain('original payment method');
    });
  });

  describe('two refunds at once', () => {
    it('cannot give back more than the order was paid, by card or by credit', async () => {
      const shopper = await shopperWithCredit(10000);
      const paid = await orderWithCredit(shopper, 50000); // $430.00 card + $110.00 credit
      const answers = await Promise.all([
        refund(paid.id, { reason: 'Parallel one', amount_cents: 30000 }),
        refund(paid.id, { reason: 'Parallel two', amount_cents: 30000 }),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 422]);
      expect(answers.find((a) => a.status === 422)!.body.detail).toBe(
        'The refund cannot be more than the $240.00 left to refund',
      );
      const [sum] = await t.db.query(
        `SELECT sum(amount_cents)::int AS amount, sum(amount_cents - credit_cents)::int AS card, sum(credit_cents)::int AS credit
           FROM order_refunds WHERE order_id = $1 AND status = 'succeeded'`,
        [paid.id],
      );
      expect(sum).toEqual({ amount: 30000, card: 30000, credit: 0 });

      // The rest, twice at once: one gives back the remaining card and credit; the other finds nothing
      // left, either still being refunded (422) or refunded already (409).
      const rest = await Promise.all([
        refund(paid.id, { reason: 'Rest one' }),
        refund(paid.id, { reason: 'Rest two' }),
      ]);
      const [won, lost] = rest[0]!.status === 200 ? rest : [rest[1]!, rest[0]!];
      expect(won!.status).toBe(200);
      expect(won!.body.refunds.map((r) => [r.card_amount, r.credit_amount])).toEqual([
        [300, 0],
        [130, 110],
      ]);
      expect([409, 422]).toContain(lost!.status);
      expect([
        'This order has no payment to refund',
        'The refund cannot be more than the $0.00 left to refund',
      ]).toContain(lost!.body.detail);
      const intent = await stripe.paymentIntents.retrieve((await orderRow(paid.id)).payment_intent_id);
      expect(await stripe.charges.retrieve(intent.latest_charge as string)).toMatchObject({
        amount_refunded: 43000,
      });
      expect(await orderRow(paid.id)).toMatchObject({ refunded_cents: 54000, payment_status: 'refunded' });
      const credit = await creditOf(shopper.access_token);
      expect(credit.balance_cents).toBe(11000);
      expect(givenBack(credit, paid.id)).toHaveLength(1);
    });

    it('on a credit-only order give the credit back once', async () => {
      const shopper = await shopperWithCredit(30000);
      const paid = await orderWithCredit(shopper, 10000);
      const answers = await Promise.all([
        refund(paid.id, { reason: 'Both at once' }),
        refund(paid.id, { reason: 'Both at once' }),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const credit = await creditOf(shopper.access_token);
      expect(credit.balance_cents).toBe(33000);
      expect(givenBack(credit, paid.id).map((e) => e.amount_cents)).toEqual([paid.totalCents]);
    });
  });
});
