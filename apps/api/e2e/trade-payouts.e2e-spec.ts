import type {
  AdminPayout,
  CheckoutWithCreditResponse,
  Paged,
  PayoutAccountLink,
  StoreCredit,
  TradeRequest,
} from '@phonehub/contracts';
import { storeCreditCents, TRADE_MESSAGES } from '@phonehub/domain';
import { eventually, readOutbox, register, uniqueEmail, waitForMail } from './support/fixtures';
import {
  addProduct as addShopProduct,
  checkout as checkoutAs,
  orderRow as storedOrder,
  payOnSandbox,
  useSandboxShop,
} from './support/sandbox-shop';
import { TradeBankPayouts } from '../src/trade/trade-bank-payouts';
import { TradePayoutReminders } from '../src/trade/trade-payout-reminders';
import { TRADE_PAYOUT_MESSAGES } from '../src/trade/trade.errors';
import { useTempDir } from './support/test-app';
import {
  freshImei,
  inspectAsQuoted,
  insertSubmittedTrade,
  shopperWithTradeCredit,
  submitGuestTrade,
  usePricedDevice,
} from './support/trades';

// Issue 19: a trade that pays; issue 35: bank payouts as transfers through the payment provider
// (the sandbox). Everything is scoped by this file's own users, trades and products.

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
      payout: { method: 'store_credit', status: 'paid', amount: 242.55, payout_account: null, failure: null },
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

  describe('bank payouts through the payment provider (issue 35)', () => {
    const payouts = () => t.app.get(TradeBankPayouts);
    const stored = async (id: string) =>
      (
        await t.db.query(
          `SELECT status, payout_status, payout_reference, payout_failure, payout_refusals, paid_at
             FROM trade_requests WHERE id = $1`,
          [id],
        )
      )[0];
    const recipientAccount = async (ownerId: string): Promise<string> =>
      (
        await t.db.query(
          `SELECT provider_account_id FROM payout_accounts WHERE purpose = 'recipient' AND owner_id = $1`,
          [ownerId],
        )
      )[0].provider_account_id;
    const link = (id: string, body: Record<string, unknown> = {}, token?: string) =>
      api.post<PayoutAccountLink & { detail?: string }>(
        `/api/trade/requests/${id}/payout-account/link`,
        body,
        {
          token,
        },
      );
    const transfersTo = async (destination: string) =>
      (await stripe.transfers.list({ destination, limit: 100 })).data;

    /** The mail to `to` with this subject, once it is in the outbox. */
    const mailTitled = async (to: string, subject: string) =>
      (
        await eventually(
          async () => (await readOutbox(t.outboxDir)).filter((m) => m.to === to && m.subject === subject),
          (found) => found.length > 0,
          `the mail "${subject}" to ${to}`,
        )
      )[0];

    /** The provider's hosted onboarding page: its form posted, it answers the redirect back to us. */
    async function completeOnboarding(url: string): Promise<Response> {
      const page = await fetch(url);
      const html = await page.text();
      expect(html).toContain('Complete onboarding');
      const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
      expect(action).toBeDefined();
      return fetch(new URL(action as string, url), { method: 'POST', redirect: 'manual' });
    }

    it("lands a guest's bank payout as a transfer to their recipient account once they set up payouts, once", async () => {
      const email = uniqueEmail('bank-guest');
      const trade = await inspectedTrade({ userId: null, email });
      const proof = { tracking_code: trade.trackingCode, email };
      // Public tracking names the trade and says a payout can be chosen (the sender then proves it with the email).
      const tracked = await api.get<Record<string, unknown>>(`/api/trade/track/${trade.trackingCode}`);
      expect(tracked.body).toMatchObject({ status: 'inspected', payoutChoosable: true, bank_payout: null });
      expect(JSON.stringify(tracked.body)).not.toContain(trade.id);

      const chosen = await act(trade.id, 'payout', { ...proof, method: 'bank_transfer' });
      expect(chosen.status).toBe(200);
      expect(chosen.body).toMatchObject({
        status: 'inspected',
        payout: {
          method: 'bank_transfer',
          status: 'pending',
          amount: 300,
          reference: null,
          payout_account: { state: 'not_started', requirements_due: [], updated_at: null },
          failure: null,
        },
      });
      expect(chosen.body.timeline.at(-1)?.note).toBe(
        'Bank payout of $300.00 requested: set up payouts with our payment provider to receive it',
      );
      const trackUrl = `http://localhost:4200/track?id=${trade.trackingCode}`;
      const setupMail = await mailTitled(email, 'Set up payouts to receive $300.00');
      expect(setupMail.text).toContain(trackUrl);
      expect(
        (await api.get<Record<string, unknown>>(`/api/trade/track/${trade.trackingCode}`)).body.bank_payout,
      ).toEqual({
        status: 'pending',
        amount: 300,
        account_state: 'not_started',
        transfer_id: null,
        failed: false,
      });

      // The amount is fixed once chosen, and the admin cannot complete it by hand any more.
      const revalued = await review(trade.id, { status: 'inspected', finalValue: 10 });
      expect(revalued.status).toBe(409);
      expect(revalued.body.detail).toBe(TRADE_MESSAGES.payoutChosen);
      const byHand = await review(trade.id, { status: 'completed' });
      expect(byHand.status).toBe(409);
      expect(byHand.body.detail).toBe(TRADE_PAYOUT_MESSAGES.bankPayoutByTransfer);
      const withReference = await review(trade.id, { status: 'completed', payout_reference: 'ACH-1' });
      expect(withReference.status).toBe(400);
      const awaiting = await api.get<Paged<AdminPayout>>(
        `/api/admin/payouts/trades?status=pending&search=${trade.trackingCode}`,
        { token: adminToken },
      );
      expect(awaiting.body.items).toEqual([
        expect.objectContaining({
          id: trade.id,
          kind: 'trade',
          payee_email: email,
          payee_name: 'Avery ONeil',
          amount_cents: 30000,
          status: 'pending',
          provider_transfer_id: null,
          for_reference: trade.trackingCode,
        }),
      ]);

      // Only the trade's sender may set up its payouts; the provider's page returns to the track page.
      expect(
        (await link(trade.id, { tracking_code: trade.trackingCode, email: 'x@example.com' })).status,
      ).toBe(404);
      const setup = await link(trade.id, proof);
      expect(setup.status).toBe(200);
      expect(setup.body.url.startsWith(sandbox.url)).toBe(true);
      expect(Date.parse(setup.body.expires_at)).toBeGreaterThan(Date.now());
      const done = await completeOnboarding(setup.body.url);
      expect(done.status).toBe(303);
      expect(done.headers.get('location')).toBe(`${trackUrl}&payouts=return`);

      // account.updated → the account is payable → the transfer goes, as jobs.
      const paid = await eventually(
        () => stored(trade.id),
        (row) => row.payout_status === 'paid',
        'the payout sent',
      );
      expect(paid).toMatchObject({ status: 'completed', payout_failure: null, paid_at: expect.any(Date) });
      expect(paid.payout_reference).toMatch(/^tr_/);
      const acct = await recipientAccount(trade.id);
      const transfer = await stripe.transfers.retrieve(paid.payout_reference);
      expect(transfer).toMatchObject({
        amount: 30000,
        currency: 'usd',
        destination: acct,
        transfer_group: `trade:${trade.id}`,
        metadata: { trade_id: trade.id },
      });

      // Runs again, two at once (as two instances would): nothing more is sent.
      const runs = await Promise.all([payouts().sendDue(), payouts().sendDue()]);
      expect(runs.flatMap((run) => run.sent)).not.toContain(trade.id);
      expect(await payouts().send(trade.id)).toBe('none');
      expect(await transfersTo(acct)).toHaveLength(1);

      const tracking = (await api.get<Record<string, unknown>>(`/api/trade/track/${trade.trackingCode}`))
        .body;
      expect(tracking).toMatchObject({
        status: 'completed',
        bank_payout: { status: 'paid', account_state: 'enabled', transfer_id: transfer.id, failed: false },
      });
      // Chosen by the guest, sent by the system.
      expect(await history('payout', trade.id)).toEqual([
        { from: null, to: 'pending', kind: 'shopper', by: null },
        { from: 'pending', to: 'paid', kind: 'system', by: null },
      ]);
      const mails = await waitForMail(t.outboxDir, email, 2);
      expect(mails.map((mail) => mail.text).join('\n')).toContain(
        `Bank payout of $300.00 sent (transfer ${transfer.id})`,
      );
      const sent = await api.get<Paged<AdminPayout>>(
        `/api/admin/payouts/trades?status=paid&search=${trade.trackingCode}`,
        { token: adminToken },
      );
      expect(sent.body.items).toEqual([
        expect.objectContaining({
          id: trade.id,
          status: 'paid',
          provider_transfer_id: transfer.id,
          failure: null,
        }),
      ]);
      expect((await link(trade.id, proof)).status).toBe(409);
      const month = new Date().toISOString().slice(0, 7);
      const totals = await api.get<{ paid_by_month: { month: string; amount: number }[] }>(
        '/api/admin/trades/payout-totals',
        { token: adminToken },
      );
      expect(totals.body.paid_by_month.find((m) => m.month === month)?.amount).toBeGreaterThanOrEqual(300);
      const paidList = await api.get<{ items: TradeRequest[] }>(
        `/api/admin/trades?search=${BRAND}&payout_status=paid`,
        { token: adminToken },
      );
      expect(paidList.body.items.map((item) => item.id)).toContain(trade.id);
    });

    it("sends a signed-in customer's later bank payout at once to the account they already set up", async () => {
      const shopper = await register(api);
      const owner = { userId: shopper.user.id, email: shopper.email };
      const first = await inspectedTrade(owner, 20000);
      expect((await link(first.id, {}, shopper.access_token)).status).toBe(409);
      expect((await act(first.id, 'payout', { method: 'bank_transfer' }, shopper.access_token)).status).toBe(
        200,
      );
      const setup = await link(first.id, {}, shopper.access_token);
      const done = await completeOnboarding(setup.body.url);
      expect(done.headers.get('location')).toBe(`http://localhost:4200/trade/${first.id}?payouts=return`);
      await eventually(
        () => stored(first.id),
        (row) => row.payout_status === 'paid',
        'the first payout sent',
      );

      const later = await inspectedTrade(owner, 15000);
      const chosen = await act(later.id, 'payout', { method: 'bank_transfer' }, shopper.access_token);
      expect(chosen.body.payout).toMatchObject({ status: 'pending', payout_account: { state: 'enabled' } });
      expect(chosen.body.timeline.at(-1)?.note).toBe(
        'Bank payout of $150.00 requested: it goes to your payout account with our payment provider',
      );
      const paid = await eventually(
        () => stored(later.id),
        (row) => row.payout_status === 'paid',
        'sent at once',
      );
      const acct = await recipientAccount(shopper.user.id);
      expect((await transfersTo(acct)).map((tr) => [tr.id, tr.amount]).sort()).toEqual(
        [
          [paid.payout_reference, 15000],
          [(await stored(first.id)).payout_reference, 20000],
        ].sort(),
      );
      // The first choice asked to set up payouts; the later one had nothing to ask.
      const asks = await eventually(
        async () =>
          (await readOutbox(t.outboxDir)).filter(
            (mail) => mail.to === shopper.email && mail.subject.startsWith('Set up payouts'),
          ),
        (found) => found.length >= 1,
        'the set-up mail',
      );
      expect(asks.map((mail) => mail.subject)).toEqual(['Set up payouts to receive $200.00']);
      const [asked] = await t.db.query('SELECT payout_setup_reminded_at FROM trade_requests WHERE id = $1', [
        later.id,
      ]);
      expect(asked.payout_setup_reminded_at).toBeNull();
      const view = await api.get<TradeRequest>(`/api/trade/requests/${later.id}`, {
        token: shopper.access_token,
      });
      expect(view.body.payout).toMatchObject({
        status: 'paid',
        reference: paid.payout_reference,
        failure: null,
      });
    });

    it("records the provider's refusal once and keeps retrying until the transfer goes, once over two instances", async () => {
      const shopper = await register(api);
      const trade = await inspectedTrade({ userId: shopper.user.id, email: shopper.email }, 12345);
      await act(trade.id, 'payout', { method: 'bank_transfer' }, shopper.access_token);
      const setup = await link(trade.id, {}, shopper.access_token);
      expect(setup.status).toBe(200);
      // Our copy says payable, the provider knows better: the account never finished onboarding.
      await t.db.query(
        `UPDATE payout_accounts SET payouts_enabled = true WHERE purpose = 'recipient' AND owner_id = $1`,
        [shopper.user.id],
      );
      expect(await payouts().send(trade.id)).toBe('refused');
      expect(await payouts().send(trade.id)).toBe('refused');
      const refused = await stored(trade.id);
      expect(refused).toMatchObject({ payout_status: 'pending', payout_reference: null });
      // Each attempt was refused (a scheduled run may have tried too).
      expect(refused.payout_refusals).toBeGreaterThanOrEqual(2);
      expect(refused.payout_failure).toContain('capabilities');
      const view = await api.get<TradeRequest>(`/api/trade/requests/${trade.id}`, {
        token: shopper.access_token,
      });
      expect(view.body.payout?.failure).toBe(refused.payout_failure);
      expect(view.body.timeline.filter((step) => step.note?.includes('could not be sent yet'))).toEqual([
        expect.objectContaining({
          note: `Bank payout of $123.45 could not be sent yet: ${refused.payout_failure}. We try again automatically.`,
        }),
      ]);
      const listed = await api.get<Paged<AdminPayout>>(
        `/api/admin/payouts/trades?search=${trade.trackingCode}`,
        {
          token: adminToken,
        },
      );
      expect(listed.body.items[0]).toMatchObject({ status: 'pending', failure: refused.payout_failure });

      // The customer finishes onboarding; the next runs (two at once, each on its own connection) send it once.
      const again = await link(trade.id, {}, shopper.access_token);
      expect((await completeOnboarding(again.body.url)).status).toBe(303);
      const acct = await recipientAccount(shopper.user.id);
      const runs = await Promise.all([payouts().sendDue(), payouts().sendDue()]);
      // One of them sent it (unless a scheduled run got there first), never both.
      expect(runs.flatMap((run) => run.sent).filter((id) => id === trade.id).length).toBeLessThanOrEqual(1);
      const paid = await stored(trade.id);
      expect(paid).toMatchObject({ status: 'completed', payout_status: 'paid', payout_failure: null });
      expect((await transfersTo(acct)).map((tr) => [tr.id, tr.amount])).toEqual([
        [paid.payout_reference, 12345],
      ]);
    });

    it('asks the owners of bank payouts that waited on sealed details to set up payouts, once', async () => {
      const email = uniqueEmail('sealed-wait');
      const trade = await inspectedTrade({ userId: null, email }, 9900);
      // As the migration leaves a payout chosen with bank details: pending, never asked.
      await t.db.query(
        `UPDATE trade_requests SET payout_method = 'bank_transfer', payout_status = 'pending', payout_cents = 9900,
                payout_requested_at = now() - interval '40 days' WHERE id = $1`,
        [trade.id],
      );
      const reminders = t.app.get(TradePayoutReminders);
      expect(await reminders.remind()).toContain(trade.id);
      const mail = await mailTitled(email, 'Set up payouts to receive $99.00');
      expect(mail.text).toContain('the details you gave us before were deleted');
      expect(mail.text).toContain(`http://localhost:4200/track?id=${trade.trackingCode}`);
      expect(await reminders.remind()).not.toContain(trade.id);
      expect(await payouts().send(trade.id)).toBe('waiting');
    });

    it('refuses bank numbers with the payout, and no table anywhere holds them', async () => {
      const email = uniqueEmail('bank-numbers');
      const trade = await inspectedTrade({ userId: null, email });
      const proof = { tracking_code: trade.trackingCode, email };
      const accountNumber = `7${Date.now()}`.slice(0, 14);
      for (const details of [
        { account_holder: 'Avery ONeil', routing_number: '110000000', account_number: accountNumber },
        { account_number: accountNumber },
        { routing_number: '110000000' },
      ]) {
        const refused = await act(trade.id, 'payout', { ...proof, method: 'bank_transfer', ...details });
        expect(refused.status).toBe(400);
        expect(refused.body.detail).toBe(TRADE_PAYOUT_MESSAGES.bankDetailsNotTaken);
      }
      const chosen = await act(trade.id, 'payout', { ...proof, method: 'bank_transfer' });
      expect(chosen.status).toBe(200);
      expect(JSON.stringify(chosen.body)).not.toContain(accountNumber);

      const columns: { table: string; column: string }[] = await t.db.query(
        `SELECT c.table_name AS "table", c.column_name AS "column"
           FROM information_schema.columns c
           JOIN information_schema.tables tb ON tb.table_schema = c.table_schema AND tb.table_name = c.table_name
          WHERE c.table_schema = 'public' AND tb.table_type = 'BASE TABLE'
            AND (c.data_type IN ('text', 'character varying', 'character', 'jsonb', 'json', 'citext')
                 OR (c.data_type = 'ARRAY' AND c.udt_name IN ('_text', '_varchar')))`,
      );
      expect(columns.length).toBeGreaterThan(20);
      const holding: string[] = [];
      for (const { table, column } of columns) {
        const [{ found }] = await t.db.query(
          `SELECT EXISTS (SELECT 1 FROM public."${table}" WHERE "${column}"::text LIKE $1) AS found`,
          [`%${accountNumber}%`],
        );
        if (found) holding.push(`${table}.${column}`);
      }
      expect(holding).toEqual([]);
    });
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
