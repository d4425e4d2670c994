// Issue 34, finding 10: registering `ops-admin@admin.phonehub.local` succeeded, and had the admin
// username been changed to match, the administrator account would silently not have been created.
// And (info): /api/docs was public in production; now it is off there unless API_DOCS=true.
import { randomBytes } from 'node:crypto';
import type { AdminLoginResponse } from '@phonehub/contracts';
import { createFreshDatabase } from '@phonehub/server-database';
import { register, registration } from './support/fixtures';
import { client, expectErrorBody } from './support/http';
import { ADMIN_PASSWORD, startTestApp, useTestApp } from './support/test-app';

const RESERVED = 'This email address is reserved for PhoneHub staff. Please use your own email address.';

describe('the admin identity cannot be squatted by a shopper', () => {
  const { api } = useTestApp();

  it.each([
    'ops-admin@admin.phonehub.local',
    'root-admin@admin.phonehub.local',
    'Someone@ADMIN.PhoneHub.local',
    'x@staff.admin.phonehub.local',
  ])('refuses to register %s', async (email) => {
    const res = await api.post('/api/auth/register', registration({ email }));
    expectErrorBody(res, 400, 'VALIDATION_FAILED', RESERVED);
  });

  it('refuses to change an account to an address at the admin domain', async () => {
    const user = await register(api);
    const res = await api.put(
      '/api/auth/profile',
      { email: 'ops-admin@admin.phonehub.local', current_password: user.password },
      { token: user.access_token },
    );
    expectErrorBody(res, 400, 'VALIDATION_FAILED', RESERVED);
    const me = await api.get<{ email: string }>('/api/auth/me', { token: user.access_token });
    expect(me.body.email).toBe(user.email);
  });

  it('still registers ordinary addresses, phonehub look-alikes outside the admin domain included', async () => {
    const res = await api.post(
      '/api/auth/register',
      registration({ email: `ops-admin-${randomBytes(3).toString('hex')}@phonehub-admin.example.com` }),
    );
    expect(res.status).toBe(201);
  });
});

describe('the administrator is created even when a shopper already holds its address', () => {
  it('creates the admin beside the squatter (an account from before the domain was reserved)', async () => {
    const database = await createFreshDatabase(
      process.env.E2E_DATABASE_URL as string,
      'phonehub_e2e_identity',
    );
    try {
      // The shop as it was: a shopper registered the address the admin "ops-admin" would get.
      const before = await startTestApp({ DATABASE_URL: database.url });
      const squatter = await register(client(before.baseUrl));
      await before.db.query(`UPDATE users SET email = 'ops-admin@admin.phonehub.local' WHERE id = $1`, [
        squatter.user.id,
      ]);
      await before.close();

      // The operator renames the admin to match.
      const after = await startTestApp({ DATABASE_URL: database.url, ADMIN_USERNAME: 'ops-admin' });
      try {
        const login = await client(after.baseUrl).post<AdminLoginResponse>('/api/admin/login', {
          username: 'ops-admin',
          password: ADMIN_PASSWORD,
        });
        expect(login.status).toBe(200);
        expect(login.body.admin).toMatchObject({ username: 'ops-admin', role: 'admin' });
        expect(login.body.admin.email).toMatch(/^ops-admin\+[0-9a-f]{8}@admin\.phonehub\.local$/);
        // The squatter stays what it was: a shopper, never an admin.
        const [row] = await after.db.query(`SELECT role, username FROM users WHERE id = $1`, [
          squatter.user.id,
        ]);
        expect(row).toEqual({ role: 'customer', username: null });
      } finally {
        await after.close();
      }
    } finally {
      await database.drop();
    }
  });
});

/** What NODE_ENV=production refuses to start without, with values that reach nothing. */
const PRODUCTION = {
  NODE_ENV: 'production',
  SMTP_URL: 'smtp://127.0.0.1:9',
  STRIPE_SECRET_KEY: 'sk_test_e2e_not_used',
  STRIPE_WEBHOOK_SECRET: 'whsec_e2e_not_used',
  EASYPOST_API_KEY: 'EZTK_e2e_not_used',
  EASYPOST_WEBHOOK_SECRET: 'e2e_not_used',
  // One instance: rate limits in memory, no Redis needed.
  SINGLE_INSTANCE: 'true',
  // Jobs (mail among them) are left to the shared test app's workers.
  JOB_WORKERS: 'false',
};

describe('/api/docs in production', () => {
  describe('by default', () => {
    const { api } = useTestApp(PRODUCTION);

    it('is not served (neither the UI nor the JSON)', async () => {
      for (const path of ['/api/docs', '/api/docs-json']) {
        const res = await api.get(path);
        expect(res.status).toBe(404);
      }
      expect((await api.get('/api/health')).status).toBe(200);
    });
  });

  describe('with API_DOCS=true', () => {
    const { api } = useTestApp({ ...PRODUCTION, API_DOCS: 'true' });

    it('is served, with the CSP the Swagger UI runs under', async () => {
      const res = await api.get('/api/docs');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self' 'unsafe-inline'");
    });
  });
});

describe('/api/docs outside production with API_DOCS=false', () => {
  const { api } = useTestApp({ API_DOCS: 'false' });

  it('is not served', async () => {
    expect((await api.get('/api/docs')).status).toBe(404);
  });
});
