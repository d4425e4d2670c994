import type { ReconciliationRun } from '@phonehub/contracts';
import { SellerTransfersService } from '../src/sellers/payouts/seller-transfers.service';
import { register, uniqueTag } from './support/fixtures';
import { expectErrorBody, type Answer } from './support/http';
import { addProduct, paidOrder, useSandboxShop } from './support/sandbox-shop';
import { sellerPayoutSteps } from './support/seller-payouts';

// Issue 35: the reconciliation compares our money ledgers (card payments less store credit,
// refunds, transfers and their reversals, disputes) with the provider's balance transactions.
// After real activity through the sandbox it finds nothing; after a transfer is tampered with at
// the provider it finds exactly that one, with both sides' figures.

describe('reconciliation with the payment provider', () => {
  const shop = useSandboxShop();
  const { t, api, sandbox } = shop;
  let adminToken: string;
  let since: string;
  beforeAll(() => {
    adminToken = shop.adminToken;
    // Other spec files share the database with other sandboxes: compare only what this one saw.
    since = new Date().toISOString();
  });
  const tag = uniqueTag();
  const { onboardedSeller, listing, deliveredOrder, holdPassed } = sellerPayoutSteps(
    shop,
    () => adminToken,
    tag,
  );

  const run = () =>
    api.post<Answer<ReconciliationRun>>(
      '/api/admin/reconciliation/run',
      { from: since, to: new Date(Date.now() + 1000).toISOString() },
      { token: adminToken },
    );

  it('reports no mismatch after payments, a refund and a transfer, then the one transfer tampered with', async () => {
    const { seller, acct } = await onboardedSeller(`Reconcile Co ${tag}`);
    const productId = await listing(seller);
    const order = await deliveredOrder(seller, productId);
    await holdPassed(order.id);
    await t.app.get(SellerTransfersService).run();
    // A shop order partly refunded to the card.
    const shopper = await register(api);
    const ours = await paidOrder(shop, shopper, [
      { id: await addProduct(t, 5_000, 3, `rec ${tag}`), quantity: 1 },
    ]);
    const refund = await api.post(
      `/api/admin/orders/${ours.id}/refund`,
      { reason: 'Scratch found', amount_cents: 1_500 },
      { token: adminToken },
    );
    expect(refund.status).toBe(200);
    await sandbox.webhooksSettled();

    const clean = await run();
    expect(clean.status).toBe(200);
    // Two charges, one refund, one transfer.
    expect(clean.body).toMatchObject({ checked: 4, mismatches: [] });

    const [{ provider_transfer_id: transferId, amount_cents: cents }] = await t.db.query(
      `SELECT provider_transfer_id, amount_cents FROM seller_payouts WHERE order_id = $1`,
      [order.id],
    );
    expect(acct).toMatch(/^acct_/);
    const tampered = await fetch(`${sandbox.url}/_sandbox/transfers/${transferId}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${sandbox.secretKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ amount: cents - 100 }),
    });
    expect(tampered.status).toBe(200);

    const found = await run();
    expect(found.body.mismatches).toEqual([
      {
        source: 'transfer',
        reference: transferId,
        ours_cents: -cents,
        provider_cents: -(cents - 100),
        note: expect.stringContaining('in our ledger and'),
      },
    ]);
    const latest = await api.get<{ run: ReconciliationRun | null }>('/api/admin/reconciliation', {
      token: adminToken,
    });
    expect(latest.body.run).toEqual(found.body);
  });

  it('refuses a window that ends before it starts, and shoppers', async () => {
    const backwards = await api.post<Answer<ReconciliationRun>>(
      '/api/admin/reconciliation/run',
      { from: '2026-11-02T00:00:00Z', to: '2026-11-01T00:00:00Z' },
      { token: adminToken },
    );
    expectErrorBody(
      backwards,
      400,
      'VALIDATION_FAILED',
      'The window must start before it ends and span at most 93 days.',
    );
    const shopper = await register(api);
    expect(
      (await api.post('/api/admin/reconciliation/run', {}, { token: shopper.access_token })).status,
    ).toBe(403);
  });
});
