import type { AdminDispute, AdminDisputeDetail, Order, Paged, SupportTicket } from '@phonehub/contracts';
import { CONTACT_DETAILS } from '@phonehub/domain';
import {
  approvedSeller,
  eventually,
  readOutbox,
  register,
  uniqueTag,
  type Account,
} from './support/fixtures';
import type { Answer } from './support/http';
import { addProduct, orderRow, paidOrder, useSandboxShop } from './support/sandbox-shop';
import { listGalaxyS22, shipAndDeliver } from './support/seller-orders';

// Issue 35: disputes (chargebacks) opened and closed by the sandbox's controls, as a bank would;
// the API learns of them by webhook, re-reads them through the real Stripe SDK, marks the order's
// payment, mails the admins and the order's sellers, and lets an admin submit the evidence pack.

describe('disputes through the payment sandbox', () => {
  const shop = useSandboxShop();
  const { t, api, sandbox, stripe } = shop;
  let adminToken: string;
  beforeAll(() => (adminToken = shop.adminToken));
  const tag = uniqueTag();

  /** A sandbox control (the bank's side), behind the sandbox's secret key. */
  async function control<T>(path: string, body: Record<string, unknown>): Promise<T> {
    const res = await fetch(`${sandbox.url}/_sandbox/${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${sandbox.secretKey}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = await res.json();
    if (res.status !== 200) throw new Error(`sandbox ${path}: ${res.status} ${JSON.stringify(answer)}`);
    return answer as T;
  }
  const openDispute = (on: { payment_intent: string } | { checkout_session: string }) =>
    control<{ id: string; amount: number }>('disputes', on);
  const closeDispute = (id: string, status: 'won' | 'lost') => control(`disputes/${id}/close`, { status });

  const disputeRow = async (providerId: string) =>
    (await t.db.query(`SELECT * FROM disputes WHERE provider_dispute_id = $1`, [providerId]))[0];
  const paymentOf = async (orderId: string): Promise<string> => (await orderRow(t, orderId)).payment_status;
  const paymentHistory = async (orderId: string) =>
    (
      await t.db.query(
        `SELECT from_status, to_status FROM status_changes WHERE subject = 'payment' AND record_id = $1 ORDER BY created_at, id`,
        [orderId],
      )
    ).map((r: { from_status: string; to_status: string }) => `${r.from_status} ${r.to_status}`);
  const mailsTo = async (to: string, subject: string) =>
    (await readOutbox(t.outboxDir)).filter((m) => m.to === to && m.subject === subject);
  const admin = { get: <T>(path: string) => api.get<Answer<T>>(path, { token: adminToken }) };

  /** A seller's $100 phone (shipping $10), bought by a new shopper, shipped by the seller with a tracking number and delivered. */
  async function deliveredSellerOrder(): Promise<{
    seller: Account;
    shopper: Account;
    order: Order;
    tracking: string;
  }> {
    const seller = await approvedSeller(api, adminToken, `Dispute Phones ${tag}`);
    const productId = await listGalaxyS22(api, seller, `Galaxy S22 dispute ${tag}`, 5);
    const shopper = await register(api);
    const order = await paidOrder(shop, shopper, [{ id: productId, quantity: 1 }]);
    const tracking = `TRK${tag.toUpperCase()}`;
    await shipAndDeliver(api, order.id, seller, tracking, adminToken);
    return { seller, shopper, order, tracking };
  }

  it('marks the order disputed, refuses its refund, builds the evidence pack, submits it, and restores the payment when won', async () => {
    const { seller, shopper, order, tracking } = await deliveredSellerOrder();
    const reference = order.id.slice(-8);
    const ticket = await api.post<Answer<SupportTicket>>(
      '/api/support/tickets',
      {
        subject: 'Parcel arrived',
        message: `The phone arrived today, thanks ${tag}!`,
        category: 'order',
        order_id: order.id,
      },
      { token: shopper.access_token },
    );
    expect(ticket.status).toBe(201);

    const { payment_intent_id: paymentIntent } = await orderRow(t, order.id);
    const opened = await openDispute({ payment_intent: paymentIntent });
    const totalCents = Math.round(order.total * 100);
    expect(opened.amount).toBe(totalCents);
    await eventually(
      async () => (await api.get<Order>(`/api/orders/${order.id}`, { token: shopper.access_token })).body,
      (o) => o.payment_status === 'disputed',
      'the order disputed',
    );

    // The bank holds the money: no refund until the dispute closes.
    const refund = await api.post(
      `/api/admin/orders/${order.id}/refund`,
      { reason: 'Goodwill' },
      { token: adminToken },
    );
    expect(refund.status).toBe(409);
    expect(refund.body).toMatchObject({
      code: 'CONFLICT',
      detail: "This order's payment is disputed; it cannot be refunded until the dispute closes.",
    });

    const list = await admin.get<Paged<AdminDispute>>(
      '/api/admin/disputes?status=needs_response&page_size=100',
    );
    expect(list.status).toBe(200);
    const listed = list.body.items.find((d) => d.provider_dispute_id === opened.id);
    expect(listed).toMatchObject({
      order_id: order.id,
      order_number: reference,
      customer_email: shopper.email,
      amount_cents: totalCents,
      reason: 'fraudulent',
      status: 'needs_response',
      evidence_submitted_at: null,
      recovered_cents: 0,
      platform_loss_cents: 0,
      closed_at: null,
    });
    expect(listed?.evidence_due_by).not.toBeNull();
    expect(
      (await admin.get<Paged<AdminDispute>>('/api/admin/disputes?status=won&page_size=100')).body.items.map(
        (d) => d.id,
      ),
    ).not.toContain(listed?.id);
    expect((await admin.get('/api/admin/disputes?status=open')).status).toBe(400);

    // The pack: what the shop knows of the order.
    const detail = await admin.get<AdminDisputeDetail>(`/api/admin/disputes/${listed?.id}`);
    expect(detail.status).toBe(200);
    const pack = detail.body.evidence;
    expect(pack.customer_email_address).toBe(shopper.email);
    expect(pack.customer_name).toBe(`${shopper.user.first_name} ${shopper.user.last_name}`);
    expect(pack.shipping_address).toContain('1 Market St');
    expect(pack.product_description).toContain(`Galaxy S22 dispute ${tag}`);
    expect(pack.product_description).toContain(`Dispute Phones ${tag}`);
    expect(pack.shipping_tracking_number).toBe(tracking);
    expect(pack.shipping_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(pack.customer_communication).toContain(`The phone arrived today, thanks ${tag}!`);
    expect(pack.refund_policy).toContain('30 days of delivery');
    expect(pack.uncategorized_text).toContain(`Order #${reference}`);
    expect(pack.uncategorized_text).toContain('Delivered on');
    expect((await admin.get(`/api/admin/disputes/${order.id}`)).status).toBe(404);
    expect((await admin.get('/api/admin/disputes/not-an-id')).status).toBe(404);

    // The admins and the order's seller are told.
    const openedSubject = `Dispute opened on order #${reference}: $${order.total.toFixed(2)}`;
    await eventually(
      () => mailsTo(CONTACT_DETAILS.supportEmail, openedSubject),
      (m) => m.length === 1,
      'the admin mail',
    );
    const [held] = await eventually(
      () => mailsTo(seller.email, `Funds for order #${reference} are on hold`),
      (m) => m.length === 1,
      "the seller's mail",
    );
    expect(held.text).toContain('$105.60'); // 96 % of $100 + 96 % of the $10 shipping

    // Evidence: the admin's edits over the pack reach the provider, which puts it under review.
    const tooLong = await api.post(
      `/api/admin/disputes/${listed?.id}/evidence`,
      { shipping_carrier: 'x'.repeat(20_001) },
      { token: adminToken },
    );
    expect(tooLong.status).toBe(400);
    const submitted = await api.post<Answer<AdminDisputeDetail>>(
      `/api/admin/disputes/${listed?.id}/evidence`,
      { shipping_carrier: 'UPS' },
      { token: adminToken },
    );
    expect(submitted.status).toBe(200);
    expect(submitted.body).toMatchObject({
      status: 'under_review',
      evidence: { ...pack, shipping_carrier: 'UPS' },
    });
    expect(submitted.body.evidence_submitted_at).not.toBeNull();
    const atProvider = await stripe.disputes.retrieve(opened.id);
    expect(atProvider.status).toBe('under_review');
    expect(atProvider.evidence).toMatchObject({
      shipping_carrier: 'UPS',
      customer_email_address: shopper.email,
      shipping_tracking_number: tracking,
    });
    expect(atProvider.evidence_details.submission_count).toBe(1);
    const [audit] = await t.db.query(
      `SELECT action, before, after FROM audit_log WHERE entity_type = 'dispute' AND entity_id = $1`,
      [listed?.id],
    );
    expect(audit).toMatchObject({
      action: 'dispute.evidence',
      before: { status: 'needs_response' },
      after: { status: 'under_review', submission: 1, edited_fields: ['shipping_carrier'] },
    });
    // Once submitted, the detail answers what was submitted.
    expect(
      (await admin.get<AdminDisputeDetail>(`/api/admin/disputes/${listed?.id}`)).body.evidence
        .shipping_carrier,
    ).toBe('UPS');

    // The provider's own charge.dispute.created again (same id, same signed bytes) changes nothing.
    await sandbox.webhooksSettled();
    const created = sandbox.deliveries.find(
      (d) => d.type === 'charge.dispute.created' && d.objectId === opened.id && d.delivered,
    );
    expect(created).toBeDefined();
    const before = await disputeRow(opened.id);
    const replay = await api.raw('/api/payments/webhook', {
      method: 'POST',
      rawBody: created?.payload,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': created?.signature ?? '',
      },
    });
    expect(replay.status).toBe(200);

    // The bank decides for the shop: the payment reads paid again.
    await closeDispute(opened.id, 'won');
    await eventually(
      () => paymentOf(order.id),
      (status) => status === 'paid',
      'the payment paid again',
    );
    const won = await disputeRow(opened.id);
    expect(won).toMatchObject({
      status: 'won',
      platform_loss_cents: null,
      recovered_cents: 0,
      evidence_submissions: 1,
    });
    expect(won.closed_at).not.toBeNull();
    expect(won.created_at).toEqual(before.created_at);
    expect(await paymentHistory(order.id)).toEqual(['unpaid paid', 'paid disputed', 'disputed paid']);
    await eventually(
      () => mailsTo(CONTACT_DETAILS.supportEmail, `Dispute on order #${reference} won`),
      (m) => m.length === 1,
      'the admin mail of the win',
    );
    await eventually(
      () => mailsTo(seller.email, `Funds for order #${reference} are released`),
      (m) => m.length === 1,
      "the seller's mail of the win",
    );
    expect(await mailsTo(CONTACT_DETAILS.supportEmail, openedSubject)).toHaveLength(1);

    // Closed: no more evidence.
    const late = await api.post(`/api/admin/disputes/${listed?.id}/evidence`, {}, { token: adminToken });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({
      code: 'CONFLICT',
      detail: 'This dispute is closed, so evidence can no longer be submitted.',
    });
  });

  it("reads dispute_lost when lost and records the platform's loss; replayed webhooks change nothing", async () => {
    const shopper = await register(api);
    const productId = await addProduct(t, 30000, 2, `dispute ${tag}`);
    const order = await paidOrder(shop, shopper, [{ id: productId, quantity: 1 }]);
    const { stripe_session_id: session } = await orderRow(t, order.id);
    const opened = await openDispute({ checkout_session: session });
    await eventually(
      () => paymentOf(order.id),
      (status) => status === 'disputed',
      'the order disputed',
    );
    // The shopper cannot cancel (and so refund) a confirmed order the bank is disputing.
    const cancel = await api.post(`/api/orders/${order.id}/cancel`, {}, { token: shopper.access_token });
    expect(cancel.status).toBe(409);
    expect(cancel.body).toMatchObject({
      detail: "This order's payment is disputed; it cannot be refunded until the dispute closes.",
    });

    await closeDispute(opened.id, 'lost');
    await eventually(
      () => paymentOf(order.id),
      (status) => status === 'dispute_lost',
      'the payment lost',
    );
    // No seller lines: nothing recovered, the platform lost it all.
    const lost = await eventually(
      () => disputeRow(opened.id),
      (row) => row.status === 'lost' && row.platform_loss_cents === opened.amount,
      "the platform's loss",
    );
    expect(lost).toMatchObject({
      amount_cents: opened.amount,
      recovered_cents: 0,
      payment_status_before: 'paid',
    });
    const listed = (
      await admin.get<Paged<AdminDispute>>('/api/admin/disputes?status=lost&page_size=100')
    ).body.items.find((d) => d.provider_dispute_id === opened.id);
    expect(listed).toMatchObject({
      status: 'lost',
      platform_loss_cents: opened.amount,
      customer_email: shopper.email,
    });

    // Every dispute webhook of it again, signed as sent: the row, the payment and the mails stay.
    await sandbox.webhooksSettled();
    const reference = order.id.slice(-8);
    await eventually(
      () => mailsTo(CONTACT_DETAILS.supportEmail, `Dispute on order #${reference} lost`),
      (m) => m.length === 1,
      'the admin mail of the loss',
    );
    const deliveries = sandbox.deliveries.filter((d) => d.objectId === opened.id && d.delivered);
    expect(deliveries.map((d) => d.type).sort()).toEqual(['charge.dispute.closed', 'charge.dispute.created']);
    for (const delivery of deliveries) {
      const replay = await api.raw('/api/payments/webhook', {
        method: 'POST',
        rawBody: delivery.payload,
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': delivery.signature,
        },
      });
      expect(replay.status).toBe(200);
    }
    // A later dispute's mails prove the jobs had their chance.
    const marker = await paidOrder(shop, await register(api), [{ id: productId, quantity: 1 }]);
    await openDispute({
      payment_intent: (await orderRow(t, marker.id)).payment_intent_id,
    });
    await eventually(
      () =>
        mailsTo(
          CONTACT_DETAILS.supportEmail,
          `Dispute opened on order #${marker.id.slice(-8)}: $${marker.total.toFixed(2)}`,
        ),
      (m) => m.length === 1,
      "the marker's mail",
    );
    expect(await disputeRow(opened.id)).toEqual(lost);
    expect(await paymentHistory(order.id)).toEqual(['unpaid paid', 'paid disputed', 'disputed dispute_lost']);
    expect(await mailsTo(CONTACT_DETAILS.supportEmail, `Dispute on order #${reference} lost`)).toHaveLength(
      1,
    );
    expect(
      (await readOutbox(t.outboxDir)).filter((m) =>
        m.subject.startsWith(`Dispute opened on order #${reference}`),
      ),
    ).toHaveLength(1);
  });
});
