import Stripe from 'stripe';
import { decodeForm } from './src/form';
import {
  CARD_MESSAGES,
  DECLINE_CARD,
  generateSandboxSecrets,
  PaymentSandbox,
  signWebhookPayload,
  startPaymentSandbox,
  SUCCESS_CARD,
} from './index';
import {
  checkoutParams as params,
  pay,
  sdkFor,
  startReceiver,
  startWiredSandbox,
  type Receiver,
} from './spec-support';

describe('decodeForm', () => {
  it('rebuilds nested keys and indexed arrays as the SDK encodes them', () => {
    expect(
      decodeForm('a=1&line_items[0][price_data][unit_amount]=5&line_items[1][quantity]=2&metadata[k]=v'),
    ).toEqual({
      a: '1',
      line_items: [{ price_data: { unit_amount: '5' } }, { quantity: '2' }],
      metadata: { k: 'v' },
    });
  });

  it('refuses malformed and prototype-polluting keys', () => {
    expect(() => decodeForm('a[b=1')).toThrow();
    expect(() => decodeForm('a[__proto__][x]=1')).toThrow();
    expect(() => decodeForm('a=1&a[b]=2')).toThrow();
  });
});

describe('sandbox secrets', () => {
  it('are random for every start and every generation, never a constant', async () => {
    const a = generateSandboxSecrets();
    const b = generateSandboxSecrets();
    expect(a.secretKey).toMatch(/^sk_test_[\w-]{32}$/);
    expect(a.webhookSecret).toMatch(/^whsec_[\w-]{43}$/);
    expect(b.secretKey).not.toBe(a.secretKey);
    expect(b.webhookSecret).not.toBe(a.webhookSecret);

    const first = await startPaymentSandbox({ port: 0 });
    const second = await startPaymentSandbox({ port: 0 });
    try {
      expect(second.secretKey).not.toBe(first.secretKey);
      expect(second.webhookSecret).not.toBe(first.webhookSecret);
      // One run's key opens nothing on another run, nor does the constant the sandbox once shipped with.
      await expect(sdkFor(second, first.secretKey).checkout.sessions.create(params())).rejects.toMatchObject({
        statusCode: 401,
      });
      await expect(
        sdkFor(first, 'sk_test_phonehub_payment_sandbox').checkout.sessions.create(params()),
      ).rejects.toMatchObject({
        statusCode: 401,
      });
      await expect(sdkFor(first).checkout.sessions.create(params())).resolves.toMatchObject({
        status: 'open',
      });
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('uses the secrets it is given, so the stack can share them with the API', async () => {
    const secrets = generateSandboxSecrets();
    const receiver = await startReceiver();
    const sandbox = await startPaymentSandbox({ port: 0, webhookUrl: receiver.url, ...secrets });
    try {
      expect(sandbox).toMatchObject(secrets);
      const stripe = sdkFor(sandbox, secrets.secretKey);
      await stripe.checkout.sessions.expire((await stripe.checkout.sessions.create(params())).id);
      await sandbox.webhooksSettled();
      const [{ body, signature }] = receiver.received;
      expect(stripe.webhooks.constructEvent(body, signature, secrets.webhookSecret).type).toBe(
        'checkout.session.expired',
      );
      expect(signature).toBe(
        signWebhookPayload(body, secrets.webhookSecret, Number(/t=(\d+)/.exec(signature)?.[1])),
      );
    } finally {
      await sandbox.close();
      await receiver.close();
    }
  });
});

describe('payment sandbox driven by the stripe SDK', () => {
  let receiver: Receiver;
  let sandbox: PaymentSandbox;
  let stripe: Stripe;
  let close: () => Promise<void>;

  beforeEach(async () => {
    ({ receiver, sandbox, stripe, close } = await startWiredSandbox());
  });
  afterEach(() => close());

  it('creates and retrieves a Checkout Session', async () => {
    const expiresAt = Math.floor(Date.now() / 1000) + 30 * 60;
    const session = await stripe.checkout.sessions.create(params({ expires_at: expiresAt }));
    expect(session).toMatchObject({
      object: 'checkout.session',
      amount_subtotal: 2 * 44900 + 7184,
      amount_total: 2 * 44900 + 7184,
      currency: 'usd',
      payment_status: 'unpaid',
      status: 'open',
      client_reference_id: 'order-1',
      metadata: { order_id: 'order-1' },
      expires_at: expiresAt,
      url: `${sandbox.url}/pay/${session.id}`,
    });
    expect(session.id).toMatch(/^cs_test_/);
    const again = await stripe.checkout.sessions.retrieve(session.id);
    expect(again).toMatchObject({ id: session.id, status: 'open', amount_total: session.amount_total });
  });

  it('answers errors in Stripe shape, which the SDK turns into typed errors', async () => {
    await expect(stripe.checkout.sessions.retrieve('cs_test_missing')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 404,
      code: 'resource_missing',
    });
    await expect(sdkFor(sandbox, 'sk_test_wrong').checkout.sessions.create(params())).rejects.toMatchObject({
      type: 'StripeAuthenticationError',
      statusCode: 401,
    });
    await expect(stripe.checkout.sessions.create(params({ success_url: undefined }))).rejects.toMatchObject({
      statusCode: 400,
      param: 'success_url',
    });
    await expect(
      stripe.checkout.sessions.create(
        params({
          line_items: [
            { price_data: { currency: 'usd', unit_amount: -1, product_data: { name: 'x' } }, quantity: 1 },
          ],
        }),
      ),
    ).rejects.toMatchObject({ statusCode: 400 });
  });

  it('honours Idempotency-Key: the same key replays the first session, other parameters are refused', async () => {
    const first = await stripe.checkout.sessions.create(params(), { idempotencyKey: 'order-42' });
    const second = await stripe.checkout.sessions.create(params(), { idempotencyKey: 'order-42' });
    expect(second.id).toBe(first.id);
    await expect(
      stripe.checkout.sessions.create(params({ client_reference_id: 'other' }), {
        idempotencyKey: 'order-42',
      }),
    ).rejects.toMatchObject({ type: 'StripeIdempotencyError' });
    const other = await stripe.checkout.sessions.create(params());
    expect(other.id).not.toBe(first.id);
  });

  it('expires a session on request and sends checkout.session.expired, signed so constructEvent accepts it', async () => {
    const session = await stripe.checkout.sessions.create(params());
    const expired = await stripe.checkout.sessions.expire(session.id);
    expect(expired).toMatchObject({ status: 'expired', payment_status: 'unpaid', url: null });
    await expect(stripe.checkout.sessions.expire(session.id)).rejects.toMatchObject({ statusCode: 400 });
    await sandbox.webhooksSettled();
    expect(receiver.received).toHaveLength(1);
    const [{ body, signature }] = receiver.received;
    const event = stripe.webhooks.constructEvent(body, signature, sandbox.webhookSecret);
    expect(event.id).toMatch(/^evt_/);
    expect(event.type).toBe('checkout.session.expired');
    expect(event.data.object).toMatchObject({
      id: session.id,
      status: 'expired',
      client_reference_id: 'order-1',
    });
    expect(() => stripe.webhooks.constructEvent(body, signature, 'whsec_other')).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
    expect(() =>
      stripe.webhooks.constructEvent(body.replace('order-1', 'order-2'), signature, sandbox.webhookSecret),
    ).toThrow();
  });

  it('expires a session by itself at expires_at', async () => {
    // Whole seconds, as Stripe takes them: a second ahead could already be now when the request lands
    // (a busy machine, or a call made at x.999 s), which the sandbox rightly refuses; three leave room.
    const session = await stripe.checkout.sessions.create(
      params({ expires_at: Math.floor(Date.now() / 1000) + 3 }),
    );
    // The sandbox's own timer fires within seconds; the long deadline only matters when it never does.
    const deadline = Date.now() + 30_000;
    while (receiver.received.length === 0 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('expired');
    expect(JSON.parse(receiver.received[0].body)).toMatchObject({ type: 'checkout.session.expired' });
  });

  it('serves an accessible pay page with the lines, the amount and a cancel link', async () => {
    const session = await stripe.checkout.sessions.create(params());
    const res = await fetch(`${sandbox.url}/pay/${session.id}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<label for="card_number">Card number</label>');
    expect(html).toContain('<label for="expiry">Expiry</label>');
    expect(html).toContain('<label for="cvc">CVC</label>');
    expect(html).toContain('Google Pixel 8 × 2');
    expect(html).toContain('Pay $969.84');
    expect(html).toContain('href="http://localhost:4200/checkout?cancelled=1"');
    expect(html).not.toMatch(/<script|<link|src="http/);
    // Browsers check form-action on the redirect after the post too: the shop's origin must be allowed.
    expect(res.headers.get('content-security-policy')).toContain("form-action 'self' http://localhost:4200;");
  });

  it('declines 4000 0000 0000 0002 and stays on the page, then 4242… pays and redirects', async () => {
    const session = await stripe.checkout.sessions.create(params());
    const declined = await pay(sandbox, session.id, '4000 0000 0000 0002');
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain(CARD_MESSAGES.declined);
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
    expect(DECLINE_CARD).toBe('4000000000000002');

    const badLuhn = await pay(sandbox, session.id, '4242 4242 4242 4241');
    expect(await badLuhn.text()).toContain(CARD_MESSAGES.invalidNumber);
    const badExpiry = await pay(sandbox, session.id, SUCCESS_CARD, '01 / 20');
    expect(await badExpiry.text()).toContain(CARD_MESSAGES.invalidExpiry.replace("'", '&#39;'));

    const paid = await pay(sandbox, session.id, '4242 4242 4242 4242');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`http://localhost:4200/checkout?session_id=${session.id}`);
    expect(await stripe.checkout.sessions.retrieve(session.id)).toMatchObject({
      status: 'complete',
      payment_status: 'paid',
      url: null,
    });
    await sandbox.webhooksSettled();
    expect(receiver.received).toHaveLength(1);
    const event = stripe.webhooks.constructEvent(
      receiver.received[0].body,
      receiver.received[0].signature,
      sandbox.webhookSecret,
    );
    expect(event).toMatchObject({
      type: 'checkout.session.completed',
      data: { object: { payment_status: 'paid' } },
    });
    await expect(stripe.checkout.sessions.expire(session.id)).rejects.toMatchObject({ statusCode: 400 });
  });

  /** A paid session's payment intent (the pay page charged it) and the events sent so far cleared. */
  async function paidIntent(): Promise<string> {
    const session = await stripe.checkout.sessions.create(params());
    expect((await pay(sandbox, session.id, SUCCESS_CARD)).status).toBe(303);
    await sandbox.webhooksSettled();
    receiver.received.length = 0;
    const paid = await stripe.checkout.sessions.retrieve(session.id);
    expect(paid.payment_intent).toMatch(/^pi_/);
    return paid.payment_intent as string;
  }

  it('refunds part of a payment, then the rest, each with a signed charge.refunded carrying the charge', async () => {
    const total = 2 * 44900 + 7184;
    const intentId = await paidIntent();
    const intent = await stripe.paymentIntents.retrieve(intentId);
    expect(intent).toMatchObject({ object: 'payment_intent', status: 'succeeded', amount: total });
    const chargeId = intent.latest_charge as string;
    expect(chargeId).toMatch(/^ch_/);

    const part = await stripe.refunds.create({
      payment_intent: intentId,
      amount: 1000,
      reason: 'requested_by_customer',
      metadata: { order_id: 'order-1', refund_id: 'r-1' },
    });
    expect(part).toMatchObject({
      object: 'refund',
      amount: 1000,
      status: 'succeeded',
      charge: chargeId,
      payment_intent: intentId,
      reason: 'requested_by_customer',
      metadata: { order_id: 'order-1', refund_id: 'r-1' },
    });
    expect(part.id).toMatch(/^re_/);
    expect(await stripe.refunds.retrieve(part.id)).toMatchObject({ id: part.id, amount: 1000 });
    expect(await stripe.charges.retrieve(chargeId)).toMatchObject({
      amount: total,
      amount_refunded: 1000,
      refunded: false,
    });

    const rest = await stripe.refunds.create({ charge: chargeId });
    expect(rest.amount).toBe(total - 1000);
    expect(await stripe.charges.retrieve(chargeId)).toMatchObject({ amount_refunded: total, refunded: true });
    const listed = await stripe.refunds.list({ payment_intent: intentId });
    expect(listed.data.map((r) => r.id)).toEqual([rest.id, part.id]);
    expect((await stripe.refunds.list({ charge: chargeId })).data).toHaveLength(2);

    await sandbox.webhooksSettled();
    const events = receiver.received.map(({ body, signature }) =>
      stripe.webhooks.constructEvent(body, signature, sandbox.webhookSecret),
    );
    expect(events.map((e) => e.type)).toEqual(['charge.refunded', 'charge.refunded']);
    expect(events[0].data.object).toMatchObject({
      object: 'charge',
      id: chargeId,
      amount_refunded: 1000,
      refunded: false,
    });
    expect(events[1].data.object).toMatchObject({ id: chargeId, amount_refunded: total, refunded: true });
    expect(sandbox.deliveries.at(-1)).toMatchObject({
      type: 'charge.refunded',
      objectId: chargeId,
      delivered: true,
    });
    const sessions = await stripe.checkout.sessions.list({ payment_intent: intentId });
    expect(sessions.data.map((s) => s.payment_intent)).toEqual([intentId]);
  });

  it('refuses refunding more than is left, like Stripe, and a charge refunded in full', async () => {
    const total = 2 * 44900 + 7184;
    const intentId = await paidIntent();
    await expect(
      stripe.refunds.create({ payment_intent: intentId, amount: total + 1 }),
    ).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
      code: 'amount_too_large',
      message: 'Refund amount ($969.85) is greater than unrefunded amount on charge ($969.84)',
    });
    await expect(stripe.refunds.create({ payment_intent: intentId, amount: 0 })).rejects.toMatchObject({
      statusCode: 400,
      param: 'amount',
    });
    await stripe.refunds.create({ payment_intent: intentId, amount: total - 100 });
    await expect(stripe.refunds.create({ payment_intent: intentId, amount: 101 })).rejects.toMatchObject({
      code: 'amount_too_large',
      message: 'Refund amount ($1.01) is greater than unrefunded amount on charge ($1.00)',
    });
    await stripe.refunds.create({ payment_intent: intentId });
    await expect(stripe.refunds.create({ payment_intent: intentId })).rejects.toMatchObject({
      statusCode: 400,
      code: 'charge_already_refunded',
    });
    await expect(stripe.refunds.create({ payment_intent: 'pi_unknown' })).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
    await sandbox.webhooksSettled();
    // Only the two refunds that were made announced themselves.
    expect(receiver.received).toHaveLength(2);
  });

  it('replays a refund for the same Idempotency-Key instead of refunding twice', async () => {
    const intentId = await paidIntent();
    const first = await stripe.refunds.create(
      { payment_intent: intentId, amount: 500 },
      { idempotencyKey: 'refund-1' },
    );
    const again = await stripe.refunds.create(
      { payment_intent: intentId, amount: 500 },
      { idempotencyKey: 'refund-1' },
    );
    expect(again.id).toBe(first.id);
    expect((await stripe.refunds.list({ payment_intent: intentId })).data).toHaveLength(1);
    await expect(
      stripe.refunds.create({ payment_intent: intentId, amount: 600 }, { idempotencyKey: 'refund-1' }),
    ).rejects.toMatchObject({
      type: 'StripeIdempotencyError',
    });
  });

  it('retries a webhook the endpoint refuses, re-signing each attempt', async () => {
    await close();
    ({ receiver, sandbox, stripe, close } = await startWiredSandbox({
      statuses: [500, 503],
      webhookRetryDelayMs: 10,
    }));
    const session = await stripe.checkout.sessions.create(params());
    await stripe.checkout.sessions.expire(session.id);
    await sandbox.webhooksSettled();
    expect(receiver.received).toHaveLength(3);
    expect(new Set(receiver.received.map((r) => JSON.parse(r.body).id)).size).toBe(1);
    expect(sandbox.deliveries[0]).toMatchObject({ attempts: 3, delivered: true, lastStatus: 200 });
  });
});
