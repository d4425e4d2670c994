import type { Order, PayoutAccountLink, PayoutAccountStatus } from '@phonehub/contracts';
import { approvedSeller, eventually, register, type Account } from './fixtures';
import type { Answer } from './http';
import { paidOrder, type SandboxShop } from './sandbox-shop';
import { listGalaxyS22, shipAndDeliver } from './seller-orders';

/**
 * The steps of a seller's money through the payment sandbox (issue 35), for the specs about
 * transfers and the reconciliation: onboarding on the provider's hosted page, a listing, a
 * delivered order, and the hold passing.
 */
export function sellerPayoutSteps(shop: SandboxShop, adminToken: () => string, tag: string) {
  const { t, api } = shop;
  const get = <T>(path: string, account: Account) =>
    api.get<Answer<T>>(path, { token: account.access_token });

  /** A verified seller who completed the provider's onboarding; answers the seller and its account id. */
  async function onboardedSeller(company: string): Promise<{ seller: Account; acct: string }> {
    const seller = await approvedSeller(api, adminToken(), company, { account: { first_name: 'Sam' } });
    expect((await get<PayoutAccountStatus>('/api/seller/payout-account', seller)).body).toEqual({
      state: 'not_started',
      requirements_due: [],
      updated_at: null,
    });
    const link = await api.post<Answer<PayoutAccountLink>>('/api/seller/payout-account/link', undefined, {
      token: seller.access_token,
    });
    expect(link.status).toBe(200);
    expect((await get<PayoutAccountStatus>('/api/seller/payout-account', seller)).body.state).toBe(
      'requirements_due',
    );
    // The provider's hosted page: one button, then back to the seller's Payouts tab.
    const page = await fetch(link.body.url);
    expect(await page.text()).toContain('Complete onboarding');
    const done = await fetch(link.body.url, { method: 'POST', redirect: 'manual' });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(
      'http://localhost:4200/seller-dashboard?tab=payouts&onboarding=return',
    );
    // account.updated is a job that re-reads the account.
    await eventually(
      async () => (await get<PayoutAccountStatus>('/api/seller/payout-account', seller)).body,
      (status) => status.state === 'enabled',
      'payouts enabled',
    );
    const [{ provider_account_id: acct }] = await t.db.query(
      `SELECT provider_account_id FROM payout_accounts WHERE purpose = 'seller' AND owner_id = $1`,
      [seller.user.id],
    );
    return { seller, acct };
  }

  /** A $100 listing of the seller's shipping at $10 (the seller is credited 9,600 + 960 per unit and parcel). */
  const listing = (seller: Account): Promise<string> =>
    listGalaxyS22(api, seller, `Galaxy S22 payout ${tag}`, 20);

  /** Paid, shipped by the seller and delivered; resolves once the ledger dated its earnings. */
  async function deliveredOrder(seller: Account, productId: string): Promise<Order> {
    const shopper = await register(api);
    const order = await paidOrder(shop, shopper, [{ id: productId, quantity: 1 }]);
    await shipAndDeliver(api, order.id, seller, `TRK${tag.toUpperCase()}`, adminToken());
    await eventually(
      () => t.db.query(`SELECT available_at FROM seller_ledger_entries WHERE order_id = $1`, [order.id]),
      (rows: { available_at: Date | null }[]) =>
        rows.length >= 2 && rows.every((r) => r.available_at !== null),
      'the hold to start',
    );
    return order;
  }

  /** As if the delivery was 31 days ago: the 30-day hold has passed. */
  const holdPassed = (orderId: string) =>
    t.db.query(
      `UPDATE seller_ledger_entries SET available_at = available_at - interval '31 days'
        WHERE order_id = $1 AND kind IN ('earning', 'shipping', 'reversal')`,
      [orderId],
    );

  return { onboardedSeller, listing, deliveredOrder, holdPassed };
}
