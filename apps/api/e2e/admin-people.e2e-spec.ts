import { randomUUID } from 'node:crypto';
import type {
  AdminOrder,
  AdminUserProfile,
  AdminUserRow,
  AdminUsersResponse,
  AuditLogResponse,
} from '@phonehub/contracts';
import { type Answer, expectErrorBody } from './support/http';
import { type Account, approvedSeller, decodeJwt, eventually, register } from './support/fixtures';
import { addProduct, paidOrder, useSandboxShop } from './support/sandbox-shop';
import { shipAndDeliver } from './support/seller-orders';

// Issue 13, People: the admins' list of accounts with its filters, suspending an account (sign-in
// refused with the support address, tokens dead at once, orders kept, products delisted while it
// lasts), the profile of an account, and the audit log of every admin write. Every check is scoped
// to this file's own accounts and records: other specs share the database.

/** Names take letters only: a random run of them tags this file's accounts. */
const letterTag = () =>
  Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

const SUSPENDED_MESSAGE = 'Your account has been suspended. Please contact support at support@phonehub.com.';

describe('admin: people, suspension and the audit log', () => {
  const shop = useSandboxShop();
  const { t, api } = shop;
  let adminToken: string;
  let adminId: string;
  const tag = letterTag();

  beforeAll(() => {
    adminToken = shop.adminToken;
    adminId = decodeJwt(adminToken).sub;
  });

  const users = (query: string, token = adminToken) =>
    api.get<Answer<AdminUsersResponse>>(`/api/admin/users?${query}`, { token });
  const suspend = (id: string, is_suspended: unknown, token = adminToken) =>
    api.put<Answer<AdminUserRow>>(`/api/admin/users/${id}/suspend`, { is_suspended }, { token });
  const profile = (id: string, token = adminToken) =>
    api.get<Answer<AdminUserProfile>>(`/api/admin/users/${id}`, { token });
  const auditLog = (query: string, token = adminToken) =>
    api.get<Answer<AuditLogResponse>>(`/api/admin/audit-log?${query}`, { token });
  const entriesFor = async (entityType: string, entityId: string) => {
    const res = await auditLog(`entity_type=${entityType}&entity_id=${entityId}`);
    expect(res.status).toBe(200);
    return res.body.items;
  };

  /** A registered user whose partner application an admin approved, with the application's id. */
  async function seller(
    company: string,
    lastName = 'Seller',
  ): Promise<{ account: Account; applicationId: string }> {
    const { applicationId, ...account } = await approvedSeller(api, adminToken, company, {
      account: { first_name: 'Sasha', last_name: lastName },
      contact_name: 'Sasha Seller',
      email: 'sales@seller.example',
    });
    return { account, applicationId };
  }

  it('answers none of its routes to shoppers or sellers (403), nor without a token (401)', async () => {
    const shopper = await register(api);
    const { account: sellerAccount } = await seller(`Forbidden ${tag}`);
    for (const token of [shopper.access_token, sellerAccount.access_token]) {
      const calls = [
        users('', token),
        suspend(shopper.user.id, true, token),
        profile(shopper.user.id, token),
        auditLog('', token),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.status).toBe(403);
        expect(res.body.code).toBe('FORBIDDEN');
      }
    }
    const anonymous = await api.get('/api/admin/audit-log');
    expect(anonymous.status).toBe(401);
    // Nothing changed for the shopper.
    const me = await api.get<{ is_suspended: boolean }>('/api/auth/me', { token: shopper.access_token });
    expect(me.body.is_suspended).toBe(false);
  });

  it('filters the list by role, seller, suspended and guest', async () => {
    const tag = letterTag();
    const plain = await register(api, { first_name: 'Filter', last_name: `Plain${tag}` });
    const banned = await register(api, { first_name: 'Filter', last_name: `Banned${tag}` });
    const { account: sells } = await seller(`Filters ${tag}`, `Seller${tag}`);
    expect((await suspend(banned.user.id, true)).status).toBe(200);
    const guestEmail = `guest-${tag}@example.com`;
    await t.db.query(
      `INSERT INTO trade_requests (tracking_code, is_guest, status, brand, model, storage, condition, serial_number,
                                   images, partner_id, partner_name, estimated_value_cents, first_name, last_name,
                                   email, phone, street, city, state, zip_code)
       VALUES ($1, true, 'pending_review', 'Google', 'Pixel 8', '128GB', 'good', $2, '{}', 'partner', 'Partner',
               30000, 'Filter', $3, $4, '5551234567', '1 Market St', 'SF', 'CA', '94105')`,
      [`TR-G${tag.toUpperCase()}`, `SN${tag}`, `Guest${tag}`, guestEmail],
    );
    const guestId = (await users(`search=${encodeURIComponent(guestEmail)}`)).body.items[0]?.id;
    expect(guestId).toMatch(/^guest_/);
    const ids = async (query: string) => {
      const res = await users(`search=${tag}&page_size=100&${query}`);
      expect(res.status).toBe(200);
      return res.body.items.map((u) => u.id).sort();
    };
    const sorted = (...list: string[]) => [...list].sort();

    expect(await ids('')).toEqual(sorted(plain.user.id, banned.user.id, sells.user.id, guestId));
    expect(await ids('seller=true')).toEqual([sells.user.id]);
    expect(await ids('seller=false')).toEqual(sorted(plain.user.id, banned.user.id, guestId));
    expect(await ids('suspended=true')).toEqual([banned.user.id]);
    expect(await ids('suspended=false')).toEqual(sorted(plain.user.id, sells.user.id, guestId));
    expect(await ids('guest=false')).toEqual(sorted(plain.user.id, banned.user.id, sells.user.id));
    expect(await ids('guest=true')).toEqual([guestId]);
    expect(await ids('guest=true&seller=true')).toEqual([]);
    expect(await ids('guest=true&suspended=true')).toEqual([]);
    expect(await ids('suspended=true&seller=false')).toEqual([banned.user.id]);
    expect(await ids('role=admin')).toEqual([]);
    expect(await ids('role=customer')).toEqual(sorted(plain.user.id, banned.user.id, sells.user.id, guestId));

    const admins = await users('role=admin&page_size=100');
    expect(admins.body.items.map((u) => u.id)).toContain(adminId);
    expect(admins.body.items.every((u) => u.role === 'admin')).toBe(true);

    for (const bad of ['role=root', 'seller=yes', 'suspended=1', 'guest=maybe']) {
      const res = await users(bad);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
  });

  it('suspends a shopper: tokens 401 at once, sign-in refused with the support address, orders kept; unsuspending lets them in again', async () => {
    const shopper = await register(api, { first_name: 'Suspend', last_name: `Shopper${tag}` });
    const productId = await addProduct(t, 12000, 5, `people ${tag}`);
    const order = await paidOrder(shop, shopper, [{ id: productId, quantity: 1 }]);

    const res = await suspend(shopper.user.id, true);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: shopper.user.id, is_suspended: true, email: shopper.email });

    const me = await api.get('/api/auth/me', { token: shopper.access_token });
    expect(me.status).toBe(401);
    const orders = await api.get('/api/orders', { token: shopper.access_token });
    expect(orders.status).toBe(401);

    const login = await api.post('/api/auth/login', { email: shopper.email, password: shopper.password });
    expectErrorBody(login, 403, 'ACCOUNT_SUSPENDED', SUSPENDED_MESSAGE);

    // Suspending again changes nothing but is no error.
    expect((await suspend(shopper.user.id, true)).status).toBe(200);

    const back = await suspend(shopper.user.id, false);
    expect(back.status).toBe(200);
    expect(back.body.is_suspended).toBe(false);
    // The old token stays revoked; a new sign-in works and the order is still there.
    expect((await api.get('/api/auth/me', { token: shopper.access_token })).status).toBe(401);
    const again = await api.post<{ access_token: string }>('/api/auth/login', {
      email: shopper.email,
      password: shopper.password,
    });
    expect(again.status).toBe(200);
    const mine = await api.get<Array<{ id: string }>>('/api/orders', { token: again.body.access_token });
    expect(mine.status).toBe(200);
    expect(mine.body.map((o) => o.id)).toContain(order.id);

    const entries = await entriesFor('user', shopper.user.id);
    expect(entries.filter((e) => e.action === 'user.suspend').map((e) => [e.before, e.after])).toEqual([
      [{ is_suspended: true }, { is_suspended: false }],
      [{ is_suspended: true }, { is_suspended: true }],
      [{ is_suspended: false }, { is_suspended: true }],
    ]);
    expect(entries[0]).toMatchObject({ actor_id: adminId, entity_type: 'user', entity_id: shopper.user.id });
    expect(entries[0].actor_email).toEqual(expect.stringContaining('@'));
  });

  it('refuses an admin suspending their own account (409) and unknown or malformed ids (404), and bad bodies (400)', async () => {
    const self = await suspend(adminId, true);
    expect(self.status).toBe(409);
    expect(self.body).toMatchObject({ code: 'CONFLICT', detail: 'You cannot suspend your own account' });
    const [admin] = await t.db.query('SELECT is_suspended FROM users WHERE id = $1', [adminId]);
    expect(admin.is_suspended).toBe(false);

    expect((await suspend(randomUUID(), true)).body).toMatchObject({ detail: 'User not found' });
    expect((await suspend('not-an-id', true)).status).toBe(404);
    expect((await profile(randomUUID())).status).toBe(404);

    const shopper = await register(api);
    for (const bad of ['yes', null, 1]) {
      const res = await suspend(shopper.user.id, bad);
      expect(res.status).toBe(400);
    }
    const noBody = await api.put(`/api/admin/users/${shopper.user.id}/suspend`, {}, { token: adminToken });
    expect(noBody.body).toMatchObject({ detail: 'is_suspended is required' });
  });

  it("suspending a seller's account delists its products until it is unsuspended; a seller suspension stays in force", async () => {
    const { account } = await seller(`Delist ${tag}`);
    const productId = await addProduct(t, 15000, 3, `delist ${tag}`);
    await t.db.query('UPDATE products SET seller_id = $2 WHERE id = $1', [productId, account.user.id]);
    expect((await api.get(`/api/products/${productId}`)).status).toBe(200);

    expect((await suspend(account.user.id, true)).status).toBe(200);
    expect((await api.get(`/api/products/${productId}`)).status).toBe(404);
    expect((await suspend(account.user.id, false)).status).toBe(200);
    expect((await api.get(`/api/products/${productId}`)).status).toBe(200);

    // Suspended as a seller too: unsuspending the account leaves the products out.
    expect(
      (
        await api.put(
          `/api/admin/sellers/${account.user.id}/suspend`,
          { is_suspended: true },
          { token: adminToken },
        )
      ).status,
    ).toBe(200);
    expect((await suspend(account.user.id, true)).status).toBe(200);
    expect((await suspend(account.user.id, false)).status).toBe(200);
    expect((await api.get(`/api/products/${productId}`)).status).toBe(404);
    // And the other way round: the seller restored while the account is suspended stays delisted.
    expect((await suspend(account.user.id, true)).status).toBe(200);
    await api.put(
      `/api/admin/sellers/${account.user.id}/suspend`,
      { is_suspended: false },
      { token: adminToken },
    );
    expect((await api.get(`/api/products/${productId}`)).status).toBe(404);
    expect((await suspend(account.user.id, false)).status).toBe(200);
    expect((await api.get(`/api/products/${productId}`)).status).toBe(200);

    const sellerEntries = await entriesFor('seller', account.user.id);
    expect(sellerEntries.map((e) => [e.action, e.after])).toEqual([
      ['seller.suspend', { seller_suspended: false }],
      ['seller.suspend', { seller_suspended: true }],
    ]);
  });

  it("shows an account's profile: the person, orders, trades, reviews and support tickets", async () => {
    const shopper = await register(api, { first_name: 'Profile', last_name: `Person${tag}` });
    const productId = await addProduct(t, 9900, 5, `profile ${tag}`);
    const order = await paidOrder(shop, shopper, [{ id: productId, quantity: 1 }]);
    const review = await api.post<{ id: string }>(
      `/api/products/${productId}/reviews`,
      { rating: 4, title: 'Solid phone', content: 'Arrived clean and charged.' },
      { token: shopper.access_token },
    );
    expect(review.status).toBe(201);
    const ticket = await api.post<{ id: string }>(
      '/api/support/tickets',
      { subject: 'Where is my parcel?', message: 'It has been a week since I ordered.', category: 'order' },
      { token: shopper.access_token },
    );
    expect(ticket.status).toBe(201);

    const res = await profile(shopper.user.id);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      id: shopper.user.id,
      email: shopper.email,
      is_suspended: false,
      seller_suspended: false,
      account_type: 'registered',
    });
    expect(res.body.orders.map((o) => o.id)).toEqual([order.id]);
    expect(res.body.trades).toEqual([]);
    expect(res.body.tickets).toEqual([
      expect.objectContaining({ id: ticket.body.id, subject: 'Where is my parcel?' }),
    ]);
    expect(res.body.tickets_total).toBe(1);
    expect(res.body.reviews).toEqual([
      expect.objectContaining({
        id: review.body.id,
        product_id: productId,
        rating: 4,
        title: 'Solid phone',
        hidden: false,
      }),
    ]);
    expect(JSON.stringify(res.body)).not.toMatch(/password|token_version/);
  });

  it('records order status, refund and application decision in the audit log, filterable and paged', async () => {
    const { account, applicationId } = await seller(`Audited ${tag}`);
    const productId = await addProduct(t, 20000, 3, `audit ${tag}`);
    await t.db.query('UPDATE products SET seller_id = $2 WHERE id = $1', [productId, account.user.id]);
    const shopper = await register(api);
    const order = await paidOrder(shop, shopper, [{ id: productId, quantity: 1 }]);

    await shipAndDeliver(api, order.id, account, `AUD-${tag}`, adminToken);

    // The ledger starts the return windows after the delivery commits (an event listener): wait for it.
    await eventually(
      () => t.db.query(`SELECT available_at FROM seller_ledger_entries WHERE order_id = $1`, [order.id]),
      (rows: { available_at: Date | null }[]) =>
        rows.length > 0 && rows.every((r) => r.available_at !== null),
      'the return windows of the delivered order to start',
    );
    await t.db.query(
      `UPDATE seller_ledger_entries SET available_at = available_at - interval '31 days' WHERE order_id = $1 AND available_at IS NOT NULL`,
      [order.id],
    );

    const refunded = await api.post<Answer<AdminOrder>>(
      `/api/admin/orders/${order.id}/refund`,
      { reason: 'Goodwill', amount_cents: 500 },
      { token: adminToken },
    );
    expect(refunded.status).toBe(200);

    const application = await entriesFor('partner_application', applicationId);
    expect(application).toEqual([
      expect.objectContaining({
        action: 'partner_application.review',
        actor_id: adminId,
        before: expect.objectContaining({ status: 'pending' }),
        after: expect.objectContaining({ status: 'approved' }),
      }),
    ]);

    const orderEntries = await entriesFor('order', order.id);
    expect(orderEntries.map((e) => e.action)).toEqual(['order.refund', 'order.status']);
    expect(orderEntries[1]).toMatchObject({
      actor_id: adminId,
      before: { status: 'shipped' },
      after: { status: 'delivered' },
    });
    expect(orderEntries[0]).toMatchObject({
      before: { refunded_cents: 0, payment_status: 'paid' },
      after: { refunded_cents: 500, amount_cents: 500, reason: 'Goodwill', refund_status: 'succeeded' },
    });

    // Filters combine; paging keeps newest first.
    const byAction = await auditLog(`action=order.refund&entity_id=${order.id}`);
    expect(byAction.body.items.map((e) => e.action)).toEqual(['order.refund']);
    const byActor = await auditLog(`actor=${adminId}&entity_id=${order.id}&page_size=1`);
    expect(byActor.body).toMatchObject({ total: 2, page: 1, page_size: 1, total_pages: 2 });
    expect(byActor.body.items[0].action).toBe('order.refund');
    const page2 = await auditLog(`actor=${adminId}&entity_id=${order.id}&page_size=1&page=2`);
    expect(page2.body.items[0].action).toBe('order.status');
    const byEmail = await auditLog(`actor=${encodeURIComponent('admin.phonehub')}&entity_id=${order.id}`);
    expect(byEmail.body.total).toBe(2);
    const searched = await auditLog(`search=${order.id}`);
    expect(searched.body.items.map((e) => e.action)).toEqual(['order.refund', 'order.status']);
    const nobody = await auditLog(`actor=${randomUUID()}&entity_id=${order.id}`);
    expect(nobody.body.total).toBe(0);
    for (const bad of ['action=DROP%20TABLE', 'entity_type=a;b', 'page_size=500']) {
      expect((await auditLog(bad)).status).toBe(400);
    }
  });

  it('records trade-in price decisions (device pricing added, changed, removed) with before and after', async () => {
    const model = `Audit ${tag}`;
    const created = await api.post<{ id: string }>(
      '/api/admin/device-pricing',
      { brand: 'Acme', model, condition_prices: { good: 100 }, base_price: 300 },
      { token: adminToken },
    );
    expect(created.status).toBe(201);
    const id = created.body.id;
    const changed = await api.put(
      `/api/admin/device-pricing/${id}`,
      { brand: 'Acme', model, condition_prices: { good: 120 }, base_price: 300 },
      { token: adminToken },
    );
    expect(changed.status).toBe(200);
    const duplicate = await api.post(
      '/api/admin/device-pricing',
      { brand: 'Acme', model },
      { token: adminToken },
    );
    expect(duplicate.status).toBe(409);
    const removed = await api.raw(`/api/admin/device-pricing/${id}`, { method: 'DELETE', token: adminToken });
    expect(removed.status).toBe(204);

    const entries = await entriesFor('device_pricing', id);
    expect(entries.map((e) => e.action)).toEqual([
      'device_pricing.delete',
      'device_pricing.update',
      'device_pricing.create',
    ]);
    expect(entries.every((e) => e.actor_id === adminId)).toBe(true);
    expect(entries[1].before).toMatchObject({
      model,
      condition_prices: expect.objectContaining({ good: 100 }),
    });
    expect(entries[1].after).toMatchObject({
      model,
      condition_prices: expect.objectContaining({ good: 120 }),
    });
    expect(entries[0]).toMatchObject({ before: expect.objectContaining({ model }), after: null });
  });
});
