import type { CheckoutWithCreditResponse, StoreCredit, TradeRequest } from '@phonehub/contracts';
import { storeCreditCents, TRADE_MESSAGES } from '@phonehub/domain';
import { eventually, register, uniqueEmail, waitForMail } from './support/fixtures';
import {
  addProduct as addShopProduct,
  checkout as checkoutAs,
  orderRow as storedOrder,
  payOnSandbox,
  useSandboxShop,
} from './support/sandbox-shop';
import { useTempDir } from './support/test-app';
import {
  freshImei,
  inspectAsQuoted,
  insertSubmittedTrade,
  shopperWithTradeCredit,
  submitGuestTrade,
  usePricedDevice,
} from './support/trades';

// Issue 19: a trade that pays. Everything is scoped by this file's own users, trades and products.

/** A trade, or the error's detail. */
type Answer = TradeRequest & { detail?: string };

describe('trade-in that pays (issue 19)', () => {
  const shop = useSandboxShop({ TRADE_UPLOAD_DIR: useTempDir('phonehub-trade-payouts-') });
  const { sandbox, t, api, stripe } = shop;
  let adminToken: string;
  const device = usePricedDevice(shop, 'Paybrand', 'Phone P');
  const BRAND = device.brand;

  beforeAll(() => {
    adminToken = shop.adminToken;
  });

  const addTrade = (owner: { userId: string | null; email: string }, estimatedCents = 30000) =>
    insertSubmittedTrade(t, device, owner, estimatedCents, 'TR-P');
  const review = (id: string, body: Record<string, unknown>) =>
    api.put<Answer>(`/api/admin/trades/${id}`, body, { token: adminToken });
  const act = (id: string, action: string, body: Record<string, unknown> = {}, token?: string) =>
    api.post<Answer>(`/api/trade/requests/${id}/${action}`, body, { token });
  const creditOf = async (token: string) =>
    (await api.get<StoreCredit>('/api/account/credit', { token })).body;
  /** The trade's status history (subject 'trade') or its payout's ('payout'), oldest first. */
  const history = (subject: 'trade' | 'payout', id: string) =>
    t.db.query(
      `SELECT from_status AS "from", to_status AS "to", actor_kind AS kind, actor_id AS "by"
         FROM status_changes WHERE subject = $1 AND record_id = $2 ORDER BY created_at, id`,
      [subject, id],
    );

  /** Approved, received and inspected as quoted: the value is settled at the estimate. */
  async function inspectedTrade(owner: { userId: string | null; email: string }, estimatedCents = 30000) {
    const trade = await addTrade(owner, estimatedCents);
    await inspectAsQuoted(api, adminToken, trade.id);
    return trade;
  }

  /** A shopper holding `cents` of store credit, granted by a trade paid out as credit. */
  const shopperWithCredit = (valueCents: number) => shopperWithTradeCredit(shop, device, valueCents, 'TR-P');

  const addProduct = (priceCents: number, stock = 10) => addShopProduct(t, priceCents, stock, 'credit');
  const checkout = (token: string, productId: string, applyCredit: boolean) =>
    checkoutAs<CheckoutWithCreditResponse>(
      shop,
      { email: uniqueEmail('credit'), access_token: token },
      [{ id: productId, quantity: 1 }],
      { apply_credit: applyCredit },
    );
  const orderRow = (id: string) => storedOrder(t, id);

  it('goes received → inspected → counteroffer → accepted → completed with store credit of value × 1.1', async () => {
    const shopper = await register(api);
    const trade = await addTrade({ userId: shopper.user.id, email: shopper.email });
    expect((await review(trade.id, { status: 'approved' })).body).toMatchObject({
      status: 'approved',
      finalValue: 300,
    });
    const received = await review(trade.id, { status: 'received' });
    expect(received.body.status).toBe('received');
    expect(received.body.quoteValidUntil).not.toBeNull();
    const inspected = await review(trade.id, {
      status: 'inspected',
      inspection: { grade: 'C', battery_health: 71, notes: 'Deep scratch on the back' },
    });
    expect(inspected.body.inspection).toMatchObject({
      grade: 'C',
      battery_health: 71,
      notes: 'Deep scratch on the back',
    });

    const noReason = await review(trade.id, { status: 'counteroffer', counteroffer_value: 220 });
    expect(noReason.status).toBe(400);
    expect(noReason.body).toMatchObject({ detail: TRADE_MESSAGES.counterofferReason });
    const offer = await review(trade.id, {
      status: 'counteroffer',
      counteroffer_value: 220.5,
      counteroffer_reason: 'Battery at 71 %',
    });
    expect(offer.body).toMatchObject({
      status: 'counteroffer',
      counteroffer: { value: 220.5, reason: 'Battery at 71 %' },
    });
    // An admin cannot answer for the customer.
    expect((await review(trade.id, { status: 'accepted' })).status).toBe(409);
    // No payout before the value is settled.
    const early = await act(trade.id, 'payout', { method: 'store_credit' }, shopper.access_token);
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ detail: TRADE_MESSAGES.payoutNotReady });

    const accepted = await act(trade.id, 'accept-offer', {}, shopper.access_token);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ status: 'accepted', finalValue: 220.5, payoutChoosable: true });

    const paid = await act(trade.id, 'payout', { method: 'store_credit' }, shopper.access_token);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({
      status: 'completed',
      payout: { method: 'store_credit', status: 'paid', amount: 242.55, bank_account: null },
    });
    expect(paid.body.timeline.map((step) => step.status)).toEqual([
      'approved',
      'received',
      'inspected',
      'counteroffer',
      'accepted',
      'completed',
    ]);
    const credit = await creditOf(shopper.access_token);
    expect(credit.balance_cents).toBe(Math.round(22050 * 1.1));
    expect(credit.balance_cents).toBe(storeCreditCents(22050));
    expect(credit.entries).toEqual([
      expect.objectContaining({ kind: 'trade_payout', amount_cents: 24255, trade_id: trade.id }),
    ]);
    // Each step is in the status history with who took it: the admin's review, the customer's answers.
    const customer = { kind: 'shopper', by: shopper.user.id };
    expect((await history('trade', trade.id)).slice(-3)).toEqual([
      { from: 'inspected', to: 'counteroffer', kind: 'admin', by: expect.any(String) },
      { from: 'counteroffer', to: 'accepted', ...customer },
      { from: 'accepted', to: 'completed', ...customer },
    ]);
    expect(await history('payout', trade.id)).toEqual([{ from: null, to: 'paid', ...customer }]);

    // Once only.
    const again = await act(trade.id, 'payout', { method: 'store_credit' }, shopper.access_token);
    expect(again.status).toBe(409);
    expect((await creditOf(shopper.access_token)).balance_cents).toBe(24255);
    // Every step was mailed; the counteroffer mail names the new value and the reason.
    const mails = await waitForMail(t.outboxDir, shopper.email, 6);
    expect(mails.map((m) => m.text).join('\n')).toContain('New offer: $220.50. Battery at 71 %');
  });

  it("re-quotes a device that arrives after its 30-day quote lapsed at today's price, and says so on the timeline", async () => {
    const shopper = await register(api);
    const trade = await addTrade({ userId: shopper.user.id, email: shopper.email }, 30000);
    expect((await review(trade.id, { status: 'approved', finalValue: 250 })).body.finalValue).toBe(250);
    await t.db.query(`UPDATE trade_requests SET approved_at = now() - interval '31 days' WHERE id = $1`, [
      trade.id,
    ]);
    const received = await review(trade.id, { status: 'received' });
    expect(received.status).toBe(200);
    // Today's price for the very good Phone P (128GB, its only storage) is 300.
    expect(received.body.finalValue).toBe(300);
    expect(received.body.timeline.at(-1)).toMatchObject({
      status: 'received',
      note: "The quote had expired; re-quoted at today's price: $300.00",
    });

    const fresh = await addTrade({ userId: shopper.user.id, email: shopper.email }, 30000);
    await review(fresh.id, { status: 'approved', finalValue: 250 });
    expect((await review(fresh.id, { status: 'received' })).body.finalValue).toBe(250);
  });

  it('ends a declined counteroffer in returned; another user or a wrong email cannot act on the trade', async () => {
    const owner = await register(api);
    const stranger = await register(api);
    const trade = await inspectedTrade({ userId: owner.user.id, email: owner.email });
    await review(trade.id, {
      status: 'counteroffer',
      counteroffer_value: 100,
      counteroffer_reason: 'Cracked screen',
    });

    expect(
      (await api.get<Record<string, unknown>>(`/api/trade/track/${trade.trackingCode}`)).body,
    ).toMatchObject({ counterofferValue: 100 });
    for (const action of ['accept-offer', 'decline-offer', 'cancel', 'payout']) {
      const res = await act(
        trade.id,
        action,
        action === 'payout' ? { method: 'store_credit' } : {},
        stranger.access_token,
      );
      expect({ action, status: res.status }).toEqual({ action, status: 404 });
    }
    const wrongEmail = await act(trade.id, 'decline-offer', {
      tracking_code: trade.trackingCode,
      email: stranger.email,
    });
    expect(wrongEmail.status).toBe(404);
    expect(
      (await api.get<TradeRequest>(`/api/trade/requests/${trade.id}`, { token: stranger.access_token }))
        .status,
    ).toBe(404);

    const declined = await act(trade.id, 'decline-offer', {}, owner.access_token);
    expect(declined.status).toBe(200);
    expect(declined.body.status).toBe('returned');
    expect((await act(trade.id, 'accept-offer', {}, owner.access_token)).status).toBe(409);
  });

  it('lets a guest cancel with tracking code and email before the device is received, not after', async () => {
    const email = uniqueEmail('guest-trade');
    const early = await addTrade({ userId: null, email });
    await review(early.id, { status: 'approved' });
    const cancelled = await act(early.id, 'cancel', {
      tracking_code: early.trackingCode.toLowerCase(),
      email: email.toUpperCase(),
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');

    // From the track page a guest names the trade by its tracking code, with the email.
    const byCode = await addTrade({ userId: null, email });
    await review(byCode.id, { status: 'approved' });
    expect((await act(byCode.trackingCode, 'cancel', { email: 'someone@example.com' })).status).toBe(404);
    const cancelledByCode = await act(byCode.trackingCode.toLowerCase(), 'cancel', { email });
    expect(cancelledByCode.status).toBe(200);
    expect(cancelledByCode.body.status).toBe('cancelled');

    const late = await addTrade({ userId: null, email });
    await review(late.id, { status: 'approved' });
    await review(late.id, { status: 'received' });
    const refused = await act(late.id, 'cancel', { tracking_code: late.trackingCode, email });
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe('Cannot change a trade from received to cancelled');
  });

  it('pays a bank transfer when the admin marks it paid with a reference, once; the account shows masked', async () => {
    const email = uniqueEmail('bank-guest');
    const trade = await inspectedTrade({ userId: null, email });
    const proof = { tracking_code: trade.trackingCode, email };
    // Public tracking names the trade and says a payout can be chosen (the sender then proves it with the email).
    const tracked = await api.get<Record<string, unknown>>(`/api/trade/track/${trade.trackingCode}`);
    expect(tracked.body).toMatchObject({
      status: 'inspected',
      payoutChoosable: true,
      counterofferValue: null,
    });
    expect(JSON.stringify(tracked.body)).not.toContain(trade.id);
    const bad = await act(trade.id, 'payout', {
      ...proof,
      method: 'bank_transfer',
      account_holder: 'Avery',
      routing_number: '12',
      account_number: '1',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toBe(TRADE_MESSAGES.bankDetails);
    // (Store credit for a guest is held for the address until it is claimed: email-verification.e2e-spec.ts.)
    const chosen = await act(trade.id, 'payout', {
      ...proof,
      method: 'bank_transfer',
      account_holder: 'Avery ONeil',
      routing_number: '110000000',
      account_number: '000123456789',
    });
    expect(chosen.status).toBe(200);
    expect(chosen.body).toMatchObject({
      status: 'inspected',
      payout: {
        method: 'bank_transfer',
        status: 'pending',
        amount: 300,
        bank_account: { holder: 'Avery ONeil', account_number: '•••• 6789' },
      },
    });
    expect(JSON.stringify(chosen.body)).not.toContain('000123456789');
    const [stored] = await t.db.query(
      'SELECT bank_account_encrypted, bank_routing_encrypted FROM trade_requests WHERE id = $1',
      [trade.id],
    );
    expect(stored.bank_account_encrypted).not.toContain('123456789');
    expect(stored.bank_routing_encrypted).not.toContain('110000000');

    const awaiting = await api.get<{ items: TradeRequest[] }>(
      `/api/admin/trades?search=${BRAND}&payout_status=pending`,
      { token: adminToken },
    );
    expect(awaiting.body.items.map((item) => item.id)).toContain(trade.id);
    const totals = await api.get<Record<string, number>>('/api/admin/trades/payout-totals', {
      token: adminToken,
    });
    expect(totals.status).toBe(200);
    expect(totals.body.awaiting_count).toBeGreaterThanOrEqual(1);
    expect(totals.body.awaiting).toBeGreaterThanOrEqual(300);

    // The amount is fixed once chosen: no new value, no counteroffer.
    const revalued = await review(trade.id, { status: 'inspected', finalValue: 10 });
    expect(revalued.status).toBe(409);
    expect(revalued.body.detail).toBe(TRADE_MESSAGES.payoutChosen);
    expect(
      (await review(trade.id, { status: 'counteroffer', counteroffer_value: 10, counteroffer_reason: 'x' }))
        .status,
    ).toBe(409);

    const noReference = await review(trade.id, { status: 'completed' });
    expect(noReference.status).toBe(400);
    expect(noReference.body.detail).toBe(TRADE_MESSAGES.payoutReference);
    const paid = await review(trade.id, { status: 'completed', payout_reference: 'ACH-2026-000481' });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({
      status: 'completed',
      payout: { status: 'paid', reference: 'ACH-2026-000481' },
    });
    expect((await review(trade.id, { status: 'completed', payout_reference: 'ACH-again' })).status).toBe(409);
    // Chosen by the guest (no account), paid by the admin; the refused tries left no history.
    expect(await history('payout', trade.id)).toEqual([
      { from: null, to: 'pending', kind: 'shopper', by: null },
      { from: 'pending', to: 'paid', kind: 'admin', by: expect.any(String) },
    ]);
    const month = new Date().toISOString().slice(0, 7);
    const afterPaid = await api.get<{ paid_by_month: { month: string; amount: number }[] }>(
      '/api/admin/trades/payout-totals',
      { token: adminToken },
    );
    expect(afterPaid.body.paid_by_month.find((m) => m.month === month)?.amount).toBeGreaterThanOrEqual(300);
    const paidList = await api.get<{ items: TradeRequest[] }>(
      `/api/admin/trades?search=${BRAND}&payout_status=paid`,
      { token: adminToken },
    );
    expect(paidList.body.items.map((item) => item.id)).toContain(trade.id);
    const awaitingAfter = await api.get<{ items: TradeRequest[] }>(
      `/api/admin/trades?search=${BRAND}&payout_status=pending`,
      { token: adminToken },
    );
    expect(awaitingAfter.body.items.map((item) => item.id)).not.toContain(trade.id);
  });

  describe('IMEI', () => {
    const submit = (serialNumber: string) => submitGuestTrade<TradeRequest>(api, device, serialNumber);

    it('refuses a bad check digit and a blocklisted IMEI with their messages, and one IMEI in two open trades', async () => {
      const imei = freshImei();
      const wrongDigit = imei.slice(0, 14) + String((Number(imei[14]) + 1) % 10);
      const bad = await submit(wrongDigit);
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ detail: TRADE_MESSAGES.imeiInvalid });

      const blocked = freshImei();
      const block = await api.post(
        '/api/admin/trade-imei-blocklist',
        { imei: blocked, reason: 'Reported stolen' },
        { token: adminToken },
      );
      expect(block.status).toBe(201);
      expect(
        (
          await api.post(
            '/api/admin/trade-imei-blocklist',
            { imei: wrongDigit, reason: 'x' },
            { token: adminToken },
          )
        ).status,
      ).toBe(400);
      const refused = await submit(blocked);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ detail: TRADE_MESSAGES.imeiBlocked });
      const listed = await api.get<{ items: { imei: string }[] }>(
        `/api/admin/trade-imei-blocklist?search=${blocked}`,
        { token: adminToken },
      );
      expect(listed.body.items.map((b) => b.imei)).toEqual([blocked]);
      expect(
        (await api.raw(`/api/admin/trade-imei-blocklist/${blocked}`, { method: 'DELETE', token: adminToken }))
          .status,
      ).toBe(204);
      expect((await submit(blocked)).status).toBe(201);

      const first = await submit(imei);
      expect(first.status).toBe(201);
      const second = await submit(imei);
      expect(second.status).toBe(409);
      expect(second.body).toMatchObject({ detail: TRADE_MESSAGES.imeiInOpenTrade });
    });
  });

  describe('store credit at checkout', () => {
    it('pays part of an order: the card is charged the total less the credit, and the order is paid', async () => {
      const shopper = await shopperWithCredit(10000); // 110.00 of credit
      const productId = await addProduct(50000);
      const res = await checkout(shopper.access_token, productId, true);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ credit_applied_cents: 11000, paid: false });
      const order = await orderRow(res.body.order_id);
      const session = await stripe.checkout.sessions.retrieve(res.body.session_id as string);
      expect(session.amount_total).toBe(order.total_cents - 11000);
      expect((await creditOf(shopper.access_token)).balance_cents).toBe(0);

      const pay = await payOnSandbox(sandbox, res.body.session_id as string);
      expect(pay.status).toBe(303);
      const paid = await eventually(
        () => orderRow(order.id),
        (row) => row.payment_status === 'paid',
        'the order paid',
      );
      expect(paid).toMatchObject({ status: 'confirmed', total_cents: order.total_cents });
      expect((await creditOf(shopper.access_token)).balance_cents).toBe(0);
    });

    it('needs no payment session for an order the credit pays wholly', async () => {
      const shopper = await shopperWithCredit(30000); // 330.00
      const productId = await addProduct(10000);
      const res = await checkout(shopper.access_token, productId, true);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        session_id: null,
        paid: true,
        url: `http://localhost:4200/orders/${res.body.order_id}`,
      });
      const order = await orderRow(res.body.order_id);
      expect(order).toMatchObject({ status: 'confirmed', payment_status: 'paid', stripe_session_id: null });
      expect((await creditOf(shopper.access_token)).balance_cents).toBe(33000 - order.total_cents);
    });

    it('two checkouts at once spend the credit once: one takes it all, the balance stays at 0', async () => {
      const shopper = await shopperWithCredit(10000); // 110.00
      const productId = await addProduct(40000);
      const [a, b] = await Promise.all([
        checkout(shopper.access_token, productId, true),
        checkout(shopper.access_token, productId, true),
      ]);
      expect([a.status, b.status]).toEqual([201, 201]);
      expect([a.body.credit_applied_cents, b.body.credit_applied_cents].sort((x, y) => x - y)).toEqual([
        0, 11000,
      ]);
      const credit = await creditOf(shopper.access_token);
      expect(credit.balance_cents).toBe(0);
      expect(credit.entries.filter((e) => e.kind === 'order_spend')).toHaveLength(1);
    });

    it('gives the credit back when the order is cancelled', async () => {
      const shopper = await shopperWithCredit(10000);
      const productId = await addProduct(40000);
      const res = await checkout(shopper.access_token, productId, true);
      expect(res.body.credit_applied_cents).toBe(11000);
      expect((await creditOf(shopper.access_token)).balance_cents).toBe(0);
      const cancelled = await api.post(
        `/api/orders/${res.body.order_id}/cancel`,
        {},
        { token: shopper.access_token },
      );
      expect(cancelled.status).toBe(200);
      const credit = await creditOf(shopper.access_token);
      expect(credit.balance_cents).toBe(11000);
      expect(credit.entries[0]).toMatchObject({
        kind: 'order_return',
        amount_cents: 11000,
        order_id: res.body.order_id,
      });
    });

    it('ignores apply_credit without credit and charges the whole total', async () => {
      const shopper = await register(api);
      const res = await checkout(shopper.access_token, await addProduct(20000), true);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ credit_applied_cents: 0, paid: false });
    });
  });
});
