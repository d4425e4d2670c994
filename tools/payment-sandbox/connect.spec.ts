import Stripe from 'stripe';
import { EVIDENCE_KEYS, PaymentSandbox, SUCCESS_CARD } from './index';
import { CHECKOUT_TOTAL, checkoutParams, pay, startWiredSandbox, type Receiver } from './spec-support';

const RETURN_URL = 'http://localhost:4300/seller/payouts?onboarding=done';
const REFRESH_URL = 'http://localhost:4300/seller/payouts?onboarding=refresh';

describe('Stripe Connect, balance transactions and disputes in the payment sandbox', () => {
  let receiver: Receiver;
  let sandbox: PaymentSandbox;
  let stripe: Stripe;
  let close: () => Promise<void>;

  beforeEach(async () => {
    ({ receiver, sandbox, stripe, close } = await startWiredSandbox());
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    await close();
  });

  /** Every event delivered so far, checked against the signature as the API checks it. */
  async function events(): Promise<Stripe.Event[]> {
    await sandbox.webhooksSettled();
    return receiver.received.map(({ body, signature }) =>
      stripe.webhooks.constructEvent(body, signature, sandbox.webhookSecret),
    );
  }

  async function forgetEvents(): Promise<void> {
    await sandbox.webhooksSettled();
    receiver.received.length = 0;
  }

  /** A checkout paid through the hosted page; the events it sent are cleared. */
  async function paidCheckout() {
    const session = await stripe.checkout.sessions.create(checkoutParams());
    expect((await pay(sandbox, session.id, SUCCESS_CARD)).status).toBe(303);
    const intentId = (await stripe.checkout.sessions.retrieve(session.id)).payment_intent as string;
    const chargeId = (await stripe.paymentIntents.retrieve(intentId)).latest_charge as string;
    await forgetEvents();
    return { sessionId: session.id, intentId, chargeId };
  }

  const newAccount = (email = 'seller@example.com') =>
    stripe.accounts.create({
      type: 'express',
      country: 'US',
      email,
      business_type: 'individual',
      capabilities: { transfers: { requested: true } },
      tos_acceptance: { service_agreement: 'recipient' },
      metadata: { seller_id: 'seller-1' },
    });

  const newLink = (account: string) =>
    stripe.accountLinks.create({
      account,
      type: 'account_onboarding',
      refresh_url: REFRESH_URL,
      return_url: RETURN_URL,
    });

  const linkPath = (link: Stripe.AccountLink) => new URL(link.url).pathname;

  const submitOnboarding = (link: Stripe.AccountLink) =>
    fetch(link.url, { method: 'POST', redirect: 'manual' });

  /** An account that went through the hosted onboarding, its events cleared. */
  async function onboardedAccount(): Promise<string> {
    const account = await newAccount();
    expect((await submitOnboarding(await newLink(account.id))).status).toBe(303);
    await forgetEvents();
    return account.id;
  }

  /** A sandbox control: JSON in and out, behind the same key as the API. */
  async function control<T = Record<string, unknown>>(
    path: string,
    body: unknown = {},
    key = sandbox.secretKey,
  ) {
    const res = await fetch(`${sandbox.url}/_sandbox${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as T };
  }

  describe('accounts and hosted onboarding', () => {
    it('creates an Express account that can do nothing until onboarded', async () => {
      const account = await newAccount();
      expect(account.id).toMatch(/^acct_/);
      expect(account).toMatchObject({
        object: 'account',
        type: 'express',
        country: 'US',
        email: 'seller@example.com',
        default_currency: 'usd',
        charges_enabled: false,
        payouts_enabled: false,
        details_submitted: false,
        capabilities: { transfers: 'inactive' },
        requirements: { past_due: [], disabled_reason: 'requirements.past_due' },
        metadata: { seller_id: 'seller-1' },
      });
      expect(account.requirements?.currently_due).toEqual(
        expect.arrayContaining(['external_account', 'individual.dob.day']),
      );
      expect(account.requirements?.eventually_due).toEqual(account.requirements?.currently_due);
      expect(await stripe.accounts.retrieve(account.id)).toMatchObject({
        id: account.id,
        email: account.email,
      });
      await expect(stripe.accounts.retrieve('acct_unknown')).rejects.toMatchObject({
        statusCode: 404,
        code: 'resource_missing',
      });
      await expect(
        stripe.accounts.create({ type: 'standard' } as Stripe.AccountCreateParams),
      ).rejects.toMatchObject({ statusCode: 400, param: 'type' });
    });

    it('onboards through the hosted page: the account can then be paid, and account.updated names it', async () => {
      const account = await newAccount();
      const link = await newLink(account.id);
      expect(link).toMatchObject({ object: 'account_link', expires_at: link.created + 300 });
      expect(link.url).toMatch(new RegExp(`^${sandbox.url}/connect/onboarding/[\\w]+$`));

      const page = await fetch(link.url);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('<h1>Set up payouts with the payment sandbox</h1>');
      expect(html).toContain('seller@example.com');
      expect(html).toContain('no real bank details');
      expect(html).toContain(`<form method="post" action="${linkPath(link)}">`);
      expect(html).toContain('<button type="submit">Complete onboarding</button>');
      expect(html).not.toMatch(/<script|<link|src="http/);
      // The 303 after the form post goes to the platform: form-action must allow its origin.
      expect(page.headers.get('content-security-policy')).toContain(
        "form-action 'self' http://localhost:4300;",
      );

      const done = await submitOnboarding(link);
      expect(done.status).toBe(303);
      expect(done.headers.get('location')).toBe(RETURN_URL);
      expect(await stripe.accounts.retrieve(account.id)).toMatchObject({
        details_submitted: true,
        payouts_enabled: true,
        charges_enabled: true,
        capabilities: { transfers: 'active' },
        requirements: { currently_due: [], eventually_due: [], past_due: [], disabled_reason: null },
      });

      const [event] = await events();
      expect(event).toMatchObject({
        type: 'account.updated',
        account: account.id,
        data: { object: { id: account.id, object: 'account', payouts_enabled: true } },
      });
      expect(sandbox.deliveries.at(-1)).toMatchObject({
        type: 'account.updated',
        objectId: account.id,
        account: account.id,
        delivered: true,
      });

      // A link works once: afterwards both the page and its form lead to refresh_url.
      for (const method of ['GET', 'POST']) {
        const again = await fetch(link.url, { method, redirect: 'manual' });
        expect(again.status).toBe(303);
        expect(again.headers.get('location')).toBe(REFRESH_URL);
      }
      expect(await events()).toHaveLength(1);
    });

    it('sends an expired link to refresh_url, refuses links to unknown accounts, and 404s unknown links', async () => {
      const account = await newAccount();
      const link = await newLink(account.id);
      const later = Date.now() + 301_000;
      jest.spyOn(Date, 'now').mockReturnValue(later);
      const expired = await fetch(link.url, { redirect: 'manual' });
      expect(expired.status).toBe(303);
      expect(expired.headers.get('location')).toBe(REFRESH_URL);
      jest.restoreAllMocks();
      expect((await stripe.accounts.retrieve(account.id)).details_submitted).toBe(false);

      await expect(newLink('acct_unknown')).rejects.toMatchObject({
        statusCode: 400,
        code: 'resource_missing',
        param: 'account',
      });
      await expect(
        stripe.accountLinks.create({
          account: account.id,
          type: 'account_onboarding',
          return_url: RETURN_URL,
        } as Stripe.AccountLinkCreateParams),
      ).rejects.toMatchObject({ statusCode: 400, param: 'refresh_url' });
      const unknown = await fetch(`${sandbox.url}/connect/onboarding/nolink`);
      expect(unknown.status).toBe(404);
      expect(await unknown.text()).toContain('This onboarding link is not valid.');
    });
  });

  describe('transfers and reversals', () => {
    it("refuses a transfer before onboarding and makes it after, with Stripe's transfer object", async () => {
      const account = await newAccount();
      await expect(
        stripe.transfers.create({ amount: 1000, currency: 'usd', destination: account.id }),
      ).rejects.toMatchObject({
        statusCode: 400,
        code: 'insufficient_capabilities_for_transfer',
        param: 'destination',
      });
      await expect(
        stripe.transfers.create({ amount: 1000, currency: 'usd', destination: 'acct_unknown' }),
      ).rejects.toMatchObject({ statusCode: 400, code: 'resource_missing', param: 'destination' });
      await expect(
        stripe.transfers.create({ amount: 0, currency: 'usd', destination: account.id }),
      ).rejects.toMatchObject({ statusCode: 400, param: 'amount' });

      await submitOnboarding(await newLink(account.id));
      await forgetEvents();
      const transfer = await stripe.transfers.create({
        amount: 1000,
        currency: 'usd',
        destination: account.id,
        transfer_group: 'order-1',
        description: 'Payout for order 1',
        metadata: { order_id: 'order-1' },
      });
      expect(transfer.id).toMatch(/^tr_/);
      expect(transfer.balance_transaction).toMatch(/^txn_/);
      expect(transfer).toMatchObject({
        object: 'transfer',
        amount: 1000,
        amount_reversed: 0,
        currency: 'usd',
        description: 'Payout for order 1',
        destination: account.id,
        transfer_group: 'order-1',
        source_transaction: null,
        metadata: { order_id: 'order-1' },
        reversed: false,
        reversals: {
          object: 'list',
          data: [],
          has_more: false,
          url: `/v1/transfers/${transfer.id}/reversals`,
        },
      });
      expect(await stripe.transfers.retrieve(transfer.id)).toEqual(transfer);
      const other = await stripe.transfers.create({
        amount: 200,
        currency: 'usd',
        destination: account.id,
        transfer_group: 'order-2',
      });
      expect((await stripe.transfers.list({ destination: account.id })).data.map((t) => t.id)).toEqual([
        other.id,
        transfer.id,
      ]);
      expect((await stripe.transfers.list({ transfer_group: 'order-1' })).data.map((t) => t.id)).toEqual([
        transfer.id,
      ]);
      await expect(stripe.transfers.retrieve('tr_unknown')).rejects.toMatchObject({ statusCode: 404 });
      expect((await events()).map((e) => e.type)).toEqual(['transfer.created', 'transfer.created']);
    });

    it('replays a transfer for the same Idempotency-Key instead of paying twice', async () => {
      const account = await onboardedAccount();
      const create = (amount: number) =>
        stripe.transfers.create(
          { amount, currency: 'usd', destination: account, transfer_group: 'order-7' },
          { idempotencyKey: 'payout-order-7' },
        );
      const first = await create(2500);
      const again = await create(2500);
      expect(again.id).toBe(first.id);
      expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');
      expect((await stripe.transfers.list({ destination: account })).data).toHaveLength(1);
      await expect(create(2600)).rejects.toMatchObject({ type: 'StripeIdempotencyError' });
      expect((await stripe.balanceTransactions.list({ type: 'transfer' })).data).toHaveLength(1);
    });

    it('caps transfers from a source_transaction at what is left of the charge', async () => {
      const account = await onboardedAccount();
      const { intentId, chargeId } = await paidCheckout();
      const transfer = (amount: number, source = chargeId) =>
        stripe.transfers.create({
          amount,
          currency: 'usd',
          destination: account,
          source_transaction: source,
        });

      const first = await transfer(CHECKOUT_TOTAL - 1000);
      expect(first.source_transaction).toBe(chargeId);
      await expect(transfer(1001)).rejects.toMatchObject({ statusCode: 400, code: 'balance_insufficient' });
      await expect(transfer(1, 'ch_unknown')).rejects.toMatchObject({
        statusCode: 400,
        code: 'resource_missing',
        param: 'source_transaction',
      });
      await stripe.refunds.create({ payment_intent: intentId, amount: 500 });
      await expect(transfer(501)).rejects.toMatchObject({ code: 'balance_insufficient' });
      await transfer(500);
      await expect(transfer(1)).rejects.toMatchObject({ code: 'balance_insufficient' });
      // Money reversed back to the platform can be sent again.
      await stripe.transfers.createReversal(first.id, { amount: 300 });
      await transfer(300);
      await expect(transfer(1)).rejects.toMatchObject({ code: 'balance_insufficient' });
    });

    it('reverses part of a transfer, then refuses once the account has paid its balance out', async () => {
      const account = await onboardedAccount();
      const transfer = await stripe.transfers.create({ amount: 5000, currency: 'usd', destination: account });
      const reversal = await stripe.transfers.createReversal(transfer.id, {
        amount: 1000,
        metadata: { refund_id: 'r-1' },
        description: 'Order 1 refunded in part',
      });
      expect(reversal.id).toMatch(/^trr_/);
      expect(reversal.balance_transaction).toMatch(/^txn_/);
      expect(reversal).toMatchObject({
        object: 'transfer_reversal',
        amount: 1000,
        transfer: transfer.id,
        currency: 'usd',
        metadata: { refund_id: 'r-1' },
      });
      const after = await stripe.transfers.retrieve(transfer.id);
      expect(after).toMatchObject({ amount_reversed: 1000, reversed: false });
      expect(after.reversals.data.map((r) => r.id)).toEqual([reversal.id]);
      expect((await stripe.transfers.listReversals(transfer.id)).data.map((r) => r.id)).toEqual([
        reversal.id,
      ]);
      expect(await stripe.transfers.retrieveReversal(transfer.id, reversal.id)).toMatchObject({
        amount: 1000,
      });
      await expect(stripe.transfers.createReversal(transfer.id, { amount: 4001 })).rejects.toMatchObject({
        statusCode: 400,
        code: 'amount_too_large',
      });

      const payout = await control(`/accounts/${account}/payout`);
      expect(payout).toEqual({ status: 200, body: { account, paid_out: 4000 } });
      await expect(stripe.transfers.createReversal(transfer.id, { amount: 1 })).rejects.toMatchObject({
        statusCode: 400,
        code: 'balance_insufficient',
        message: expect.stringContaining('Insufficient funds in the connected account'),
      });

      // Fresh money in the account: a reversal without an amount takes all that is left of that transfer.
      const small = await stripe.transfers.create({ amount: 300, currency: 'usd', destination: account });
      expect((await stripe.transfers.createReversal(small.id)).amount).toBe(300);
      expect(await stripe.transfers.retrieve(small.id)).toMatchObject({
        amount_reversed: 300,
        reversed: true,
      });
      await expect(stripe.transfers.createReversal(small.id)).rejects.toMatchObject({
        code: 'amount_too_large',
      });

      const sent = await events();
      expect(sent.map((e) => e.type)).toEqual([
        'transfer.created',
        'transfer.reversed',
        'transfer.created',
        'transfer.reversed',
      ]);
      expect(sent[1].data.object).toMatchObject({ id: transfer.id, amount_reversed: 1000 });
    });
  });

  describe('balance transactions', () => {
    it('records every movement with its sign and pages through them newest first', async () => {
      const account = await onboardedAccount();
      const { intentId, chargeId } = await paidCheckout();
      const refund = await stripe.refunds.create({ payment_intent: intentId, amount: 1000 });
      expect(refund.balance_transaction).toMatch(/^txn_/);
      const transfer = await stripe.transfers.create({ amount: 2000, currency: 'usd', destination: account });
      const reversal = await stripe.transfers.createReversal(transfer.id, { amount: 500 });

      const firstPage = await stripe.balanceTransactions.list({ limit: 2 });
      expect(firstPage.data).toHaveLength(2);
      expect(firstPage.has_more).toBe(true);
      const all = await stripe.balanceTransactions.list({ limit: 2 }).autoPagingToArray({ limit: 100 });
      expect(all.map((t) => [t.type, t.amount, t.source])).toEqual([
        ['transfer_refund', 500, reversal.id],
        ['transfer', -2000, transfer.id],
        ['refund', -1000, refund.id],
        ['charge', CHECKOUT_TOTAL, chargeId],
      ]);
      for (const row of all) {
        expect(row.id).toMatch(/^txn_/);
        expect(row).toMatchObject({
          object: 'balance_transaction',
          fee: 0,
          net: row.amount,
          currency: 'usd',
          status: 'available',
        });
      }
      expect(all.map((t) => t.id)).toContain(transfer.balance_transaction);
      expect(all.map((t) => t.id)).toContain(reversal.balance_transaction);

      expect((await stripe.balanceTransactions.list({ type: 'refund' })).data.map((t) => t.source)).toEqual([
        refund.id,
      ]);
      expect((await stripe.balanceTransactions.list({ source: transfer.id })).data).toHaveLength(1);
      const now = Math.floor(Date.now() / 1000);
      expect((await stripe.balanceTransactions.list({ created: { gte: now + 60 } })).data).toEqual([]);
      expect((await stripe.balanceTransactions.list({ created: { lte: now + 60 } })).data).toHaveLength(4);
      expect(await stripe.balanceTransactions.retrieve(all[1].id)).toEqual(all[1]);
      await expect(stripe.balanceTransactions.list({ limit: 101 })).rejects.toMatchObject({
        statusCode: 400,
        param: 'limit',
      });
      await expect(stripe.balanceTransactions.retrieve('txn_unknown')).rejects.toMatchObject({
        statusCode: 404,
      });
    });

    it('lets the tampering control rewrite a transfer and its balance transaction, not the money that moved', async () => {
      const account = await onboardedAccount();
      const transfer = await stripe.transfers.create({ amount: 3000, currency: 'usd', destination: account });
      const tampered = await control(`/transfers/${transfer.id}`, { amount: 2500 });
      expect(tampered).toMatchObject({ status: 200, body: { id: transfer.id, amount: 2500 } });
      expect((await stripe.transfers.retrieve(transfer.id)).amount).toBe(2500);
      expect((await stripe.balanceTransactions.retrieve(transfer.balance_transaction as string)).amount).toBe(
        -2500,
      );
      expect((await control(`/accounts/${account}/payout`)).body.paid_out).toBe(3000);

      expect((await control(`/transfers/${transfer.id}`, { amount: 0 })).status).toBe(400);
      expect((await control(`/transfers/${transfer.id}`, { amount: '10' })).status).toBe(400);
      expect((await control('/transfers/tr_unknown', { amount: 10 })).status).toBe(404);
      expect((await control(`/transfers/${transfer.id}`, { amount: 10 }, 'sk_test_wrong')).status).toBe(401);
    });
  });

  describe('disputes', () => {
    it('opens a dispute on a paid checkout, takes evidence, submits it and is won back', async () => {
      const { sessionId, intentId, chargeId } = await paidCheckout();
      await stripe.refunds.create({ payment_intent: intentId, amount: 969 });
      await forgetEvents();

      const opened = await control<Stripe.Dispute>('/disputes', { checkout_session: sessionId });
      expect(opened.status).toBe(200);
      const id = opened.body.id;
      expect(id).toMatch(/^dp_/);
      const amount = CHECKOUT_TOTAL - 969;
      expect(opened.body).toMatchObject({
        object: 'dispute',
        amount,
        currency: 'usd',
        charge: chargeId,
        payment_intent: intentId,
        reason: 'fraudulent',
        status: 'needs_response',
        is_charge_refundable: false,
        metadata: {},
        evidence_details: { has_evidence: false, past_due: false, submission_count: 0 },
        balance_transactions: [{ type: 'adjustment', amount: -amount, source: id }],
      });
      expect(Object.keys(opened.body.evidence).sort()).toEqual([...EVIDENCE_KEYS].sort());
      expect(Object.values(opened.body.evidence).every((v) => v === null)).toBe(true);
      expect(opened.body.evidence_details.due_by).toBeGreaterThan(opened.body.created);

      // A disputed charge can be neither refunded nor disputed again.
      await expect(stripe.refunds.create({ payment_intent: intentId })).rejects.toMatchObject({
        code: 'charge_disputed',
      });
      expect((await stripe.charges.retrieve(chargeId)).disputed).toBe(true);
      expect((await control('/disputes', { payment_intent: intentId })).status).toBe(400);

      const staged = await stripe.disputes.update(id, {
        evidence: { customer_email_address: 'buyer@example.com', product_description: 'Google Pixel 8' },
        metadata: { case: 'c-1' },
        submit: false,
      });
      expect(staged).toMatchObject({
        status: 'needs_response',
        evidence: { customer_email_address: 'buyer@example.com', product_description: 'Google Pixel 8' },
        evidence_details: { has_evidence: true, submission_count: 0 },
        metadata: { case: 'c-1' },
      });
      const submitted = await stripe.disputes.update(id, {
        evidence: {
          shipping_tracking_number: '1Z999',
          shipping_carrier: 'UPS',
          uncategorized_text: 'Delivered',
        },
      });
      expect(submitted).toMatchObject({
        status: 'under_review',
        evidence: {
          customer_email_address: 'buyer@example.com',
          shipping_tracking_number: '1Z999',
          shipping_carrier: 'UPS',
          uncategorized_text: 'Delivered',
        },
        evidence_details: { has_evidence: true, submission_count: 1 },
      });
      expect(await stripe.disputes.retrieve(id)).toEqual(submitted);
      expect((await stripe.disputes.list({ payment_intent: intentId })).data.map((d) => d.id)).toEqual([id]);
      expect((await stripe.disputes.list({ charge: 'ch_other' })).data).toEqual([]);

      const won = await control<Stripe.Dispute>(`/disputes/${id}/close`, { status: 'won' });
      expect(won.body).toMatchObject({ status: 'won' });
      expect(won.body.balance_transactions.map((t) => t.amount)).toEqual([-amount, amount]);
      expect((await control(`/disputes/${id}/close`, { status: 'lost' })).status).toBe(400);
      await expect(
        stripe.disputes.update(id, { evidence: { uncategorized_text: 'more' } }),
      ).rejects.toMatchObject({
        statusCode: 400,
      });
      const adjustments = await stripe.balanceTransactions.list({ type: 'adjustment' });
      expect(adjustments.data.map((t) => [t.amount, t.source])).toEqual([
        [amount, id],
        [-amount, id],
      ]);

      const sent = await events();
      expect(sent.map((e) => e.type)).toEqual([
        'charge.dispute.created',
        'charge.dispute.updated',
        'charge.dispute.updated',
        'charge.dispute.closed',
      ]);
      expect(sent.every((e) => (e.data.object as { id: string }).id === id)).toBe(true);
      expect(sent[3].data.object).toMatchObject({ status: 'won' });
      expect(sent[0]).not.toHaveProperty('account');
    });

    it('loses a dispute opened by payment intent: the money stays withdrawn', async () => {
      const { intentId } = await paidCheckout();
      const opened = await control('/disputes', { payment_intent: intentId });
      const lost = await control<Stripe.Dispute>(`/disputes/${opened.body.id}/close`, { status: 'lost' });
      expect(lost.body).toMatchObject({ status: 'lost', amount: CHECKOUT_TOTAL });
      expect(lost.body.balance_transactions).toHaveLength(1);
      expect((await stripe.balanceTransactions.list({ type: 'adjustment' })).data).toHaveLength(1);
      expect((await events()).map((e) => e.type)).toEqual([
        'charge.dispute.created',
        'charge.dispute.closed',
      ]);
    });

    it('refuses disputes on unknown or unpaid payments and bad closing statuses', async () => {
      const unpaid = await stripe.checkout.sessions.create(checkoutParams());
      expect((await control('/disputes', { checkout_session: unpaid.id })).status).toBe(400);
      expect((await control('/disputes', { checkout_session: 'cs_test_unknown' })).status).toBe(400);
      expect((await control('/disputes', { payment_intent: 'pi_unknown' })).body).toMatchObject({
        error: { type: 'invalid_request_error', code: 'resource_missing' },
      });
      expect((await control('/disputes', {})).status).toBe(400);
      expect((await control('/disputes', { payment_intent: 'pi_x' }, 'sk_test_wrong')).status).toBe(401);

      const { intentId } = await paidCheckout();
      const opened = await control('/disputes', { payment_intent: intentId });
      expect((await control(`/disputes/${opened.body.id}/close`, { status: 'pending' })).status).toBe(400);
      expect((await control('/disputes/dp_unknown/close', { status: 'won' })).status).toBe(404);
      await expect(stripe.disputes.retrieve('dp_unknown')).rejects.toMatchObject({ statusCode: 404 });
    });
  });
});
