import type {
  AdminLoginResponse,
  AdminOrder,
  AdminUsersResponse,
  Paged,
  SalesSummary,
} from '@phonehub/contracts';
import { client, expectErrorBody } from './support/http';
import { decodeJwt, expectNoSecrets, register } from './support/fixtures';
import { ADMIN_PASSWORD, ADMIN_USERNAME, startTestApp, useTestApp } from './support/test-app';

describe('admin', () => {
  const { t, api } = useTestApp();
  let adminToken: string;

  describe('POST /api/admin/login', () => {
    it('signs the configured administrator in for 8 hours', async () => {
      const res = await api.post<AdminLoginResponse>('/api/admin/login', {
        username: ADMIN_USERNAME,
        password: ADMIN_PASSWORD,
      });
      expect(res.status).toBe(200);
      expect(res.body.admin).toMatchObject({
        username: ADMIN_USERNAME,
        email: `${ADMIN_USERNAME}@admin.phonehub.local`,
        first_name: 'Admin',
        last_name: 'Team',
        role: 'admin',
        is_seller: false,
        is_suspended: false,
      });
      expectNoSecrets(res.body);
      const claims = decodeJwt(res.body.access_token);
      expect(claims.exp - claims.iat).toBe(8 * 60 * 60);
      adminToken = res.body.access_token;
    });

    it.each([
      ['a wrong password', { username: ADMIN_USERNAME, password: 'not-it' }],
      ['an unknown username', { username: 'someone-else', password: ADMIN_PASSWORD }],
    ])('refuses %s with 401 Invalid credentials', async (_label, body) => {
      const res = await api.post('/api/admin/login', body);
      expectErrorBody(res, 401, 'INVALID_CREDENTIALS', 'Invalid credentials');
    });

    it('does not accept a shopper through the admin door', async () => {
      const user = await register(api);
      const res = await api.post('/api/admin/login', { username: user.email, password: user.password });
      expect(res.status).toBe(401);
    });
  });

  describe('GET /api/admin/users', () => {
    it('needs a token (401), and an admin one (403 for shoppers and sellers)', async () => {
      const anonymous = await api.get('/api/admin/users');
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.code).toBe('UNAUTHORIZED');

      const shopper = await register(api);
      const asShopper = await api.get('/api/admin/users', { token: shopper.access_token });
      expectErrorBody(asShopper, 403, 'FORBIDDEN', 'You do not have permission to do this.');

      const seller = await register(api);
      await t.db.query('UPDATE users SET is_seller = true WHERE id = $1', [seller.user.id]);
      const asSeller = await api.get('/api/admin/users', { token: seller.access_token });
      expect(asSeller.status).toBe(403);
    });

    it('lists customers newest first, with no hashes and no administrators', async () => {
      const older = await register(api, { first_name: 'Listed', last_name: 'Older' });
      const newer = await register(api, { first_name: 'Listed', last_name: 'Newer' });
      const res = await api.get<AdminUsersResponse>('/api/admin/users', { token: adminToken });
      expect(res.status).toBe(200);
      expectNoSecrets(res.body);
      expect(res.body.total).toBeGreaterThanOrEqual(2);
      expect(res.body.items.some((u) => u.role === 'admin')).toBe(false);
      const ids = res.body.items.map((u) => u.id);
      expect(ids.indexOf(newer.user.id)).toBeLessThan(ids.indexOf(older.user.id));
      expect(res.body.items.find((u) => u.id === newer.user.id)).toEqual({
        id: newer.user.id,
        first_name: 'Listed',
        last_name: 'Newer',
        email: newer.email,
        phone: newer.user.phone,
        role: 'customer',
        is_seller: false,
        is_suspended: false,
        account_type: 'registered',
        email_verified: false,
        trade_count: 0,
        created_at: newer.user.created_at,
      });
    });

    it('searches names and emails and pages through the results', async () => {
      const tag = `Quokka${Date.now().toString(36).replace(/\d/g, '')}`;
      const made = [];
      for (let i = 0; i < 3; i++)
        made.push(await register(api, { first_name: tag, last_name: 'Searchable' }));

      const byName = await api.get<AdminUsersResponse>(
        `/api/admin/users?search=${tag.toLowerCase()}%20search`,
        { token: adminToken },
      );
      expect(byName.body).toMatchObject({ total: 3 });

      const byEmail = await api.get<AdminUsersResponse>(
        `/api/admin/users?search=${encodeURIComponent(made[0].email)}`,
        { token: adminToken },
      );
      expect(byEmail.body.items.map((u) => u.id)).toEqual([made[0].user.id]);

      const page1 = await api.get<AdminUsersResponse>(`/api/admin/users?search=${tag}&page_size=2&page=1`, {
        token: adminToken,
      });
      const page2 = await api.get<AdminUsersResponse>(`/api/admin/users?search=${tag}&page_size=2&page=2`, {
        token: adminToken,
      });
      expect(page1.body.items).toHaveLength(2);
      expect(page2.body.items).toHaveLength(1);
      expect(page1.body.total).toBe(3);
      const pastTheEnd = await api.get<AdminUsersResponse>(
        `/api/admin/users?search=${tag}&page_size=2&page=9`,
        {
          token: adminToken,
        },
      );
      expect(pastTheEnd.body).toEqual({ items: [], total: 3, page: 9, page_size: 2, total_pages: 2 });
      expect(new Set([...page1.body.items, ...page2.body.items].map((u) => u.id))).toEqual(
        new Set(made.map((m) => m.user.id)),
      );

      const wildcard = await api.get<AdminUsersResponse>('/api/admin/users?search=%25', {
        token: adminToken,
      });
      expect(wildcard.status).toBe(200);
      expect(wildcard.body.total).toBe(0);
    });

    it.each([['page_size=101'], ['page_size=0'], ['page=0'], ['page=abc'], ['sort=email'], ['limit=20']])(
      'refuses the query %s with 400',
      async (query) => {
        const res = await api.get(`/api/admin/users?${query}`, { token: adminToken });
        expect(res.status).toBe(400);
        expect(res.body.code).toBe('VALIDATION_FAILED');
      },
    );
  });

  describe('GET /api/admin/orders and /api/admin/sales', () => {
    const tag = `pager-${Date.now().toString(36)}`;
    let made: { id: string; email: string }[];

    // Orders straight into the table: paging is about the list, not about checkout.
    beforeAll(async () => {
      made = [];
      for (let i = 0; i < 5; i++) {
        const [row] = await t.db.query(
          `INSERT INTO orders (email, status, payment_status, shipping_address, shipping_method,
                               subtotal_cents, tax_cents, shipping_cents, total_cents, created_at)
           VALUES ($1, $2, $3, '{"name":"Pat Pager"}'::jsonb, 'standard', $4, 0, 0, $4, now() - make_interval(mins => $5))
           RETURNING id, email`,
          [
            `${tag}-${i}@example.com`,
            i % 2 ? 'processing' : 'pending',
            i % 2 ? 'paid' : 'unpaid',
            1000 + i,
            10 - i,
          ],
        );
        made.push(row);
      }
    });

    const get = <T>(path: string) => api.get<T>(path, { token: adminToken });

    it('pages in SQL: page 2 holds other rows than page 1, with the right total and page count', async () => {
      const page1 = await get<Paged<AdminOrder>>(`/api/admin/orders?search=${tag}&page_size=2&page=1`);
      const page2 = await get<Paged<AdminOrder>>(`/api/admin/orders?search=${tag}&page_size=2&page=2`);
      const page3 = await get<Paged<AdminOrder>>(`/api/admin/orders?search=${tag}&page_size=2&page=3`);
      expect(page1.status).toBe(200);
      expect(page1.body).toMatchObject({ total: 5, page: 1, page_size: 2, total_pages: 3 });
      expect(page2.body).toMatchObject({ total: 5, page: 2, total_pages: 3 });
      // Newest first by default: the last made is the newest.
      expect([...page1.body.items, ...page2.body.items, ...page3.body.items].map((o) => o.id)).toEqual(
        [...made].reverse().map((o) => o.id),
      );
      expect(page1.body.items[0]).toMatchObject({ user_email: made[4].email, items: [] });
    });

    it('filters by status, finds an order by its id and sorts by total', async () => {
      const processing = await get<Paged<AdminOrder>>(`/api/admin/orders?search=${tag}&status=processing`);
      expect(processing.body.items.map((o) => o.id)).toEqual([made[3].id, made[1].id]);
      const byId = await get<Paged<AdminOrder>>(`/api/admin/orders?search=${made[2].id.slice(-8)}`);
      expect(byId.body.items.map((o) => o.id)).toEqual([made[2].id]);
      const cheapest = await get<Paged<AdminOrder>>(`/api/admin/orders?search=${tag}&sort=total&page_size=1`);
      expect(cheapest.body.items.map((o) => o.id)).toEqual([made[0].id]);
    });

    it('pages the paid orders of the sales summary', async () => {
      const sales = await get<SalesSummary>(`/api/admin/sales?search=${tag}&page_size=1&page=2`);
      expect(sales.status).toBe(200);
      expect(sales.body.sales).toMatchObject({ total: 2, page: 2, page_size: 1, total_pages: 2 });
      expect(sales.body.sales.items.map((o) => o.id)).toEqual([made[1].id]);
    });

    it.each([
      ['/api/admin/orders?page_size=101'],
      ['/api/admin/orders?page=0'],
      ['/api/admin/orders?sort=email'],
      ['/api/admin/orders?status=lost'],
      ['/api/admin/sales?page_size=101'],
    ])('refuses %s with 400', async (path) => {
      const res = await get(path);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    });
  });

  describe('the configured administrator', () => {
    it('follows ADMIN_PASSWORD: a changed password is re-hashed at start-up and the old one stops working', async () => {
      const restarted = await startTestApp({ ADMIN_PASSWORD: 'a-brand-new-admin-secret' });
      try {
        const other = client(restarted.baseUrl);
        expect(
          (await other.post('/api/admin/login', { username: ADMIN_USERNAME, password: ADMIN_PASSWORD }))
            .status,
        ).toBe(401);
        expect(
          (
            await other.post('/api/admin/login', {
              username: ADMIN_USERNAME,
              password: 'a-brand-new-admin-secret',
            })
          ).status,
        ).toBe(200);
        const admins = await restarted.db.query(`SELECT count(*)::int AS n FROM users WHERE role = 'admin'`);
        expect(admins[0].n).toBe(1);
      } finally {
        await restarted.close();
      }
      // Restore for the other suites.
      const back = await startTestApp();
      await back.close();
    });
  });
});
