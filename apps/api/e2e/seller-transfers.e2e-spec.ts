import type {
  AdminPayout,
  Order,
  Paged,
  SellerEarnings,
  SellerLedgerLine,
  SellerPayout,
} from '@phonehub/contracts';
import { SellerTransfersService } from '../src/sellers/payouts/seller-transfers.service';
import { eventually, readOutbox, uniqueTag, type Account } from './support/fixtures';
import type { Answer } from './support/http';
import { refundInFull, useSandboxShop } from './support/sandbox-shop';
import { sellerPayoutSteps } from './support/seller-payouts';
import { startTestApp, type TestApp } from './support/test-app';

// Issue 35: sellers are paid by transfers to their Stripe Connect accounts, through the payment
// sandbox as the real SDK would talk to Stripe. A seller onboards on the provider's hosted page,
// sells, the order is delivered and the hold passes: one transfer of the line's 96 % plus its
// shipping credit, however many instances run the job however often. Refunds after a transfer take
// it back (or leave a debt the next transfer settles); a dispute holds, then releases or debits.

describe('seller transfers through Stripe Connect', () => {
  const shop = useSandboxShop();
  const { t, api, sandbox, stripe } = shop;
  let adminToken: string;
  let second: TestApp;
  beforeAll(async () => {
    adminToken = shop.adminToken;
    // A second instance of the API on the same database, provider and mail outbox (either may run a job).
    second = await startTestApp({
      MAIL_OUTBOX_DIR: t.outboxDir,
      PAYMENT_SANDBOX_URL: sandbox.url,
      PAYMENT_SANDBOX_SECRET_KEY: sandbox.secretKey,
      PAYMENT_SANDBOX_WEBHOOK_SECRET: sandbox.webhookSecret,
      STRIPE_SECRET_KEY: undefined,
      STRIPE_WEBHOOK_SECRET: undefined,
    });
  });
  afterAll(() => second?.close());
  const tag = uniqueTag();

  const get = <T>(path: string, account: Account) =>
    api.get<Answer<T>>(path, { token: account.access_token });
  const earnings = async (account: Account) =>
    (await get<SellerEarnings>('/api/seller/earnings', account)).body;
  const transfersRun = (app: TestApp = t) => app.app.get(SellerTransfersService).run();

  const { onboardedSeller, listing, deliveredOrder, holdPassed } = sellerPayoutSteps(
    shop,
    () => adminToken,
    tag,
  );

  const transfersOf = async (acct: string) =>
    (await stripe.transfers.list({ destination: acct, limit: 100 })).data;

  it('sends one transfer of the line and its shipping once the hold passed, with two instances running twice', async () => {
    const { seller, acct } = await onboardedSeller(`Transfer Co ${tag}`);
    const productId = await listing(seller);
    const order = await deliveredOrder(seller, productId);

    // Within the hold: nothing is payable, nothing is sent.
    await transfersRun();
    expect(await transfersOf(acct)).toEqual([]);
    expect(await earnings(seller)).toMatchObject({
      pending_cents: 10_560,
      available_cents: 0,
      hold_days: 30,
    });

    await holdPassed(order.id);
    expect(await earnings(seller)).toMatchObject({ pending_cents: 0, available_cents: 10_560 });
    await Promise.all([transfersRun(), transfersRun(second)]);
    await Promise.all([transfersRun(), transfersRun(second)]);

    const sent = await transfersOf(acct);
    expect(sent).toHaveLength(1);
    const [paymentRow] = await t.db.query(`SELECT payment_intent_id FROM orders WHERE id = $1`, [order.id]);
    const intent = await stripe.paymentIntents.retrieve(paymentRow.payment_intent_id);
    expect(sent[0]).toMatchObject({
      amount: 10_560,
      currency: 'usd',
      destination: acct,
      transfer_group: `order:${order.id}`,
      source_transaction: intent.latest_charge,
    });
    const payouts = (await get<Paged<SellerPayout>>('/api/seller/payouts', seller)).body;
    expect(payouts.items).toEqual([
      expect.objectContaining({
        amount_cents: 10_560,
        status: 'paid',
        order_id: order.id,
        provider_transfer_id: sent[0].id,
        reversed_cents: 0,
      }),
    ]);
    expect(await earnings(seller)).toMatchObject({
      pending_cents: 0,
      available_cents: 0,
      transferred_cents: 10_560,
      debt_cents: 0,
      payout_account: { state: 'enabled' },
    });
    const ledger = (await get<Paged<SellerLedgerLine>>('/api/seller/ledger', seller)).body;
    expect(ledger.items.map((line) => [line.kind, line.amount_cents])).toEqual(
      expect.arrayContaining([
        ['earning', 9_600],
        ['shipping', 960],
        ['payout', -10_560],
      ]),
    );
    const admin = await api.get<Paged<AdminPayout>>('/api/admin/payouts/sellers?status=paid&page_size=100', {
      token: adminToken,
    });
    expect(admin.body.items).toContainEqual(
      expect.objectContaining({
        kind: 'seller',
        payee_id: seller.user.id,
        provider_transfer_id: sent[0].id,
        amount_cents: 10_560,
      }),
    );
    const mails = await eventually(
      async () =>
        (await readOutbox(t.outboxDir)).filter(
          (m) => m.to === seller.email && m.subject.startsWith('PhoneHub payout'),
        ),
      (found) => found.length > 0,
      'the transfer mail',
    );
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(`Transfer: ${sent[0].id}`);

    // A refund after the transfer takes the seller's share back from it at the provider.
    await refundInFull(shop, order.id);
    const reversed = await eventually(
      () => stripe.transfers.retrieve(sent[0].id),
      (transfer) => transfer.amount_reversed === 10_560,
      'the transfer reversed',
    );
    expect(reversed.reversed).toBe(true);
    // Recorded right after the provider's answer: wait for the record too.
    const rows = await eventually(
      () =>
        t.db.query(
          `SELECT cause, status, amount_cents, provider_reversal_id FROM seller_transfer_reversals WHERE payout_id = $1`,
          [payouts.items[0].id],
        ),
      (found: unknown[]) => found.length === 1,
      'the reversal recorded',
    );
    expect(rows).toEqual([
      {
        cause: 'refund',
        status: 'reversed',
        amount_cents: 10_560,
        provider_reversal_id: expect.stringMatching(/^trr_/),
      },
    ]);
    expect(await earnings(seller)).toMatchObject({
      available_cents: 0,
      debt_cents: 0,
      reversed_cents: 10_560,
    });
  });

  it('keeps a debt the provider could not take back, and settles it from the next transfer', async () => {
    const { seller, acct } = await onboardedSeller(`Debt Co ${tag}`);
    const productId = await listing(seller);
    const first = await deliveredOrder(seller, productId);
    await holdPassed(first.id);
    await transfersRun();
    const [sent] = await transfersOf(acct);
    expect(sent.amount).toBe(10_560);

    // The seller's account paid everything out to its bank: a reversal finds nothing to take.
    const emptied = await fetch(`${sandbox.url}/_sandbox/accounts/${acct}/payout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${sandbox.secretKey}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(emptied.status).toBe(200);
    await refundInFull(shop, first.id);
    await eventually(
      () =>
        t.db.query(`SELECT status, failure FROM seller_transfer_reversals WHERE order_id = $1`, [first.id]),
      (rows: Array<{ status: string }>) => rows.length === 1,
      'the refused reversal',
    ).then((rows) =>
      expect(rows[0]).toMatchObject({
        status: 'failed',
        failure: expect.stringContaining('balance_insufficient'),
      }),
    );
    expect((await stripe.transfers.retrieve(sent.id)).amount_reversed).toBe(0);
    expect(await earnings(seller)).toMatchObject({ available_cents: 0, debt_cents: 10_560 });
    const owed = await eventually(
      async () =>
        (await readOutbox(t.outboxDir)).filter(
          (m) => m.to === seller.email && m.subject.startsWith('You owe'),
        ),
      (found) => found.length > 0,
      'the debt mail',
    );
    expect(owed[0].subject).toBe(`You owe PhoneHub $105.60 for order ${first.id.slice(-8)}`);
    expect(owed[0].text).toContain('deducted from your next transfers');
    // The admin sees the debt as the seller does, and the failed reversal in the ledger's terms.
    const asAdmin = await api.get<SellerEarnings>(`/api/admin/sellers/${seller.user.id}/earnings`, {
      token: adminToken,
    });
    expect(asAdmin.body).toMatchObject({ debt_cents: 10_560, available_cents: 0 });

    // Two more sales: the first settles the debt exactly, the second is sent whole.
    const second = await deliveredOrder(seller, productId);
    const third = await deliveredOrder(seller, productId);
    await holdPassed(second.id);
    await holdPassed(third.id);
    expect(await earnings(seller)).toMatchObject({ available_cents: 10_560, debt_cents: 0 });
    await transfersRun();
    const all = await transfersOf(acct);
    expect(all.map((tr) => [tr.transfer_group, tr.amount])).toEqual([
      [`order:${third.id}`, 10_560],
      [`order:${first.id}`, 10_560],
    ]);
    expect(await earnings(seller)).toMatchObject({
      available_cents: 0,
      debt_cents: 0,
      transferred_cents: 21_120,
    });
  });

  it('holds a disputed order, releases it when the dispute is won, and debits the sellers when it is lost', async () => {
    const { seller, acct } = await onboardedSeller(`Dispute Co ${tag}`);
    const productId = await listing(seller);
    const dispute = async (order: Order) => {
      const [row] = await t.db.query(`SELECT payment_intent_id FROM orders WHERE id = $1`, [order.id]);
      const opened = await fetch(`${sandbox.url}/_sandbox/disputes`, {
        method: 'POST',
        headers: { authorization: `Bearer ${sandbox.secretKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ payment_intent: row.payment_intent_id }),
      });
      expect(opened.status).toBe(200);
      const body = (await opened.json()) as { id: string };
      await eventually(
        async () => (await t.db.query(`SELECT payment_status FROM orders WHERE id = $1`, [order.id]))[0],
        (o) => o.payment_status === 'disputed',
        'the order disputed',
      );
      return body.id;
    };
    const close = async (disputeId: string, status: 'won' | 'lost') => {
      const closed = await fetch(`${sandbox.url}/_sandbox/disputes/${disputeId}/close`, {
        method: 'POST',
        headers: { authorization: `Bearer ${sandbox.secretKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ status }),
      });
      expect(closed.status).toBe(200);
    };

    // Disputed before its hold passed: the run leaves it alone, the seller sees it on hold.
    const held = await deliveredOrder(seller, productId);
    const heldDispute = await dispute(held);
    await holdPassed(held.id);
    await transfersRun();
    expect(await transfersOf(acct)).toEqual([]);
    expect(await earnings(seller)).toMatchObject({ available_cents: 0, held_cents: 10_560 });
    // Won: the order reads paid again and the held funds go.
    await close(heldDispute, 'won');
    const released = await eventually(
      () => transfersOf(acct),
      (list) => list.length === 1,
      'the release',
    );
    expect(released[0]).toMatchObject({ amount: 10_560, transfer_group: `order:${held.id}` });
    expect(
      (await t.db.query(`SELECT payment_status FROM orders WHERE id = $1`, [held.id]))[0].payment_status,
    ).toBe('paid');

    // Transferred, then disputed and lost: the seller's share is debited and taken back from the transfer.
    const lost = await deliveredOrder(seller, productId);
    await holdPassed(lost.id);
    await transfersRun();
    const lostTransfer = (await transfersOf(acct)).find((tr) => tr.transfer_group === `order:${lost.id}`);
    expect(lostTransfer?.amount).toBe(10_560);
    const lostDispute = await dispute(lost);
    await close(lostDispute, 'lost');
    await eventually(
      () => stripe.transfers.retrieve(lostTransfer?.id as string),
      (transfer) => transfer.amount_reversed === 10_560,
      'the lost dispute taken back',
    );
    // The sellers' side records what it took back once it has (after the reversal): wait for that.
    const [row] = await eventually(
      () =>
        t.db.query(
          `SELECT amount_cents, recovered_cents, platform_loss_cents FROM disputes WHERE provider_dispute_id = $1`,
          [lostDispute],
        ),
      (rows: Array<{ amount_cents: number; recovered_cents: number; platform_loss_cents: number | null }>) =>
        rows[0]?.recovered_cents === 10_560,
      'the recovery recorded',
    );
    expect(row.recovered_cents).toBe(10_560);
    expect(row.platform_loss_cents).toBe(row.amount_cents - 10_560);
    expect(
      (await t.db.query(`SELECT payment_status FROM orders WHERE id = $1`, [lost.id]))[0].payment_status,
    ).toBe('dispute_lost');
    expect(await earnings(seller)).toMatchObject({ available_cents: 0, debt_cents: 0, held_cents: 0 });
  });
});
