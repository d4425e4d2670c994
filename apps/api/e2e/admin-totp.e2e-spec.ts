// Issue 34: the admin portal (refunds, suspensions, payouts) was protected by a password alone.
// The administrator now enrols an authenticator (TOTP); from then on a sign-in needs its code, and
// ADMIN_TOTP_REQUIRED makes the enrolment part of the first sign-in. Each app here has a database
// of its own, so the shared one keeps an admin that signs in with its password only.
import type {
  AdminLoginResponse,
  AdminTotpEnrolledLogin,
  AdminTotpEnrolmentRequiredResponse,
  AdminTotpRecoveryCodes,
  AdminTotpSetup,
  AdminTotpStatus,
} from '@phonehub/contracts';
import { createFreshDatabase } from '@phonehub/server-database';
import { generateSync } from 'otplib';
import { uniqueClientIp } from './support/fixtures';
import { client, expectErrorBody, type Client } from './support/http';
import { ADMIN_PASSWORD, ADMIN_USERNAME, startTestApp, useStarted, type Env } from './support/test-app';

const STEP_SECONDS = 30;
const TOTP_REQUIRED =
  'Enter the authentication code from your authenticator app (or one of your recovery codes).';
const TOTP_INVALID =
  'The authentication code is not valid. Enter the current code from your authenticator app, or an unused recovery code.';

/** An app on a fresh database of its own (dropped after the describe's tests). */
function useOwnApp(env: Env) {
  const current = useStarted(async () => {
    const database = await createFreshDatabase(process.env.E2E_DATABASE_URL as string, 'phonehub_e2e_totp');
    const t = await startTestApp({ DATABASE_URL: database.url, ...env });
    return {
      api: client(t.baseUrl),
      close: async () => {
        await t.close();
        await database.drop();
      },
    };
  });
  return () => current().api;
}

/** The code of the step `offset` steps from `step` (the server accepts the steps next to its own). */
function codeAt(secret: string, step: number, offset = 0): string {
  return generateSync({ secret, epoch: (step + offset) * STEP_SECONDS });
}

/** The current step, waiting first for the next one if this one is nearly over (so ±1 holds for the test). */
async function freshStep(): Promise<number> {
  const into = (Date.now() / 1000) % STEP_SECONDS;
  if (into > 12) await new Promise((resolve) => setTimeout(resolve, (STEP_SECONDS - into + 0.5) * 1000));
  return Math.floor(Date.now() / 1000 / STEP_SECONDS);
}

/** A sign-in from an address of its own unless `ip` is given (only the delays test shares one). */
const signIn = (api: Client, body: Record<string, unknown>, ip = uniqueClientIp()) =>
  api.post<AdminLoginResponse>(
    '/api/admin/login',
    { username: ADMIN_USERNAME, password: ADMIN_PASSWORD, ...body },
    { headers: { 'x-forwarded-for': ip } },
  );

describe('admin two-factor authentication (TOTP)', () => {
  const app = useOwnApp({
    TRUST_PROXY: '127.0.0.1',
    LOGIN_MAX_FAILURES: '3',
    LOGIN_FIRST_DELAY_SECONDS: '30',
  });
  let adminToken: string;
  let secret: string;
  let recoveryCodes: string[];
  let step: number;

  beforeAll(async () => {
    const login = await signIn(app(), {});
    adminToken = login.body.access_token;
  });

  it('is off until enrolled: the password alone signs in', async () => {
    const status = await app().get<AdminTotpStatus>('/api/admin/two-factor', { token: adminToken });
    expect(status.body).toEqual({
      enrolled: false,
      enrolled_at: null,
      recovery_codes_left: 0,
      required: false,
    });
    expect(adminToken).toEqual(expect.any(String));
  });

  it('enrols: a QR code, the secret and its otpauth URI, then recovery codes (once) for the first good code', async () => {
    const setup = await app().post<AdminTotpSetup>(
      '/api/admin/two-factor/enrolment',
      {},
      { token: adminToken },
    );
    expect(setup.status).toBe(200);
    secret = setup.body.secret;
    expect(secret).toMatch(/^[A-Z2-7]{32,}$/);
    const uri = new URL(setup.body.otpauth_uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe('PhoneHub');
    expect(setup.body.qr_code_data_url).toMatch(/^data:image\/png;base64,/);

    // Not on until confirmed: a wrong code changes nothing, and the password alone still signs in.
    step = await freshStep();
    const wrong = await app().post(
      '/api/admin/two-factor/enrolment/confirm',
      { code: codeAt(secret, step, 5) },
      { token: adminToken },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('TOTP_INVALID');
    expect((await signIn(app(), {})).status).toBe(200);

    const confirmed = await app().post<AdminTotpRecoveryCodes>(
      '/api/admin/two-factor/enrolment/confirm',
      { code: codeAt(secret, step, -1) },
      { token: adminToken },
    );
    expect(confirmed.status).toBe(200);
    recoveryCodes = confirmed.body.recovery_codes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

    const status = await app().get<AdminTotpStatus>('/api/admin/two-factor', { token: adminToken });
    expect(status.body).toMatchObject({ enrolled: true, recovery_codes_left: 10, required: false });
    // The codes are shown once: nothing answers them again, and a second enrolment is refused.
    expect(JSON.stringify(status.body)).not.toContain(recoveryCodes[0]);
    const again = await app().post('/api/admin/two-factor/enrolment', {}, { token: adminToken });
    expect(again.status).toBe(409);
  });

  it('no longer gives a token for the password alone: it asks for the code', async () => {
    const res = await signIn(app(), {});
    expectErrorBody(res, 401, 'TOTP_REQUIRED', TOTP_REQUIRED);
    expect(res.body).not.toHaveProperty('access_token');
  });

  it('signs in with the password and the current code; a wrong password with a good code is still refused', async () => {
    const badPassword = await signIn(app(), { password: 'not-it', totp_code: codeAt(secret, step) });
    expectErrorBody(badPassword, 401, 'INVALID_CREDENTIALS', 'Invalid credentials');

    const res = await signIn(app(), { totp_code: codeAt(secret, step) });
    expect(res.status).toBe(200);
    const users = await app().get('/api/admin/users', { token: res.body.access_token });
    expect(users.status).toBe(200);
  });

  it('refuses the same code a second time (replay), and an older one', async () => {
    expectErrorBody(
      await signIn(app(), { totp_code: codeAt(secret, step) }),
      401,
      'TOTP_INVALID',
      TOTP_INVALID,
    );
    expectErrorBody(
      await signIn(app(), { totp_code: codeAt(secret, step, -1) }),
      401,
      'TOTP_INVALID',
      TOTP_INVALID,
    );
  });

  it('refuses wrong codes, and counts them towards the sign-in delays like wrong passwords', async () => {
    const ip = '198.51.100.77';
    for (const code of ['000000', '123456', 'nope-nope']) {
      const res = await signIn(app(), { totp_code: code }, ip);
      expectErrorBody(res, 401, 'TOTP_INVALID', TOTP_INVALID);
    }
    // Three failures (LOGIN_MAX_FAILURES) from this address: even a good code must wait now.
    const blocked = await signIn(app(), { totp_code: recoveryCodes[5] }, ip);
    const blockedBody = blocked.body as unknown as { code: string };
    expect(blocked.status).toBe(429);
    expect(blockedBody.code).toBe('RATE_LIMITED');
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  });

  it('takes a recovery code in place of the app code, once (typed in any case, with or without the hyphen)', async () => {
    const first = await signIn(app(), { totp_code: recoveryCodes[0] });
    expect(first.status).toBe(200);
    expectErrorBody(await signIn(app(), { totp_code: recoveryCodes[0] }), 401, 'TOTP_INVALID', TOTP_INVALID);

    const typed = recoveryCodes[1].replace('-', ' ').toUpperCase();
    expect((await signIn(app(), { totp_code: typed })).status).toBe(200);
    const status = await app().get<AdminTotpStatus>('/api/admin/two-factor', { token: adminToken });
    expect(status.body.recovery_codes_left).toBe(8);
  });

  it('turns off only with the password and a code; then the password alone signs in again', async () => {
    const wrongPassword = await app().post(
      '/api/admin/two-factor/disable',
      { password: 'not-it', code: recoveryCodes[2] },
      { token: adminToken },
    );
    expectErrorBody(wrongPassword, 401, 'INVALID_CREDENTIALS', 'Current password is incorrect');
    const wrongCode = await app().post(
      '/api/admin/two-factor/disable',
      { password: ADMIN_PASSWORD, code: '000000' },
      { token: adminToken },
    );
    expectErrorBody(wrongCode, 401, 'TOTP_INVALID', TOTP_INVALID);
    expect((await signIn(app(), {})).status).toBe(401);

    const off = await app().post(
      '/api/admin/two-factor/disable',
      { password: ADMIN_PASSWORD, code: recoveryCodes[2] },
      { token: adminToken },
    );
    expect(off.status).toBe(204);
    expect((await signIn(app(), {})).status).toBe(200);
    const status = await app().get<AdminTotpStatus>('/api/admin/two-factor', { token: adminToken });
    expect(status.body).toMatchObject({ enrolled: false, recovery_codes_left: 0 });
    // The old recovery codes went with it.
    expect((await signIn(app(), { totp_code: recoveryCodes[3] })).status).toBe(200);
  });

  it('is for admins only', async () => {
    const anonymous = await app().post('/api/admin/two-factor/enrolment', {});
    expect(anonymous.status).toBe(401);
  });
});

describe('ADMIN_TOTP_REQUIRED=true: enrolment is part of the first sign-in', () => {
  const app = useOwnApp({ ADMIN_TOTP_REQUIRED: 'true' });

  it('gives an unenrolled admin no access token, only a token for enrolling, which opens nothing else', async () => {
    const login = await app().post<AdminTotpEnrolmentRequiredResponse>('/api/admin/login', {
      username: ADMIN_USERNAME,
      password: ADMIN_PASSWORD,
    });
    expect(login.status).toBe(200);
    expect(login.body).toEqual({ totp_enrolment_required: true, enrolment_token: expect.any(String) });
    const enrolmentToken = login.body.enrolment_token;
    for (const path of ['/api/admin/users', '/api/auth/me', '/api/admin/two-factor'])
      expect((await app().get(path, { token: enrolmentToken })).status).toBe(401);

    // A wrong password gets no enrolment token.
    const wrong = await app().post('/api/admin/login', { username: ADMIN_USERNAME, password: 'not-it' });
    expectErrorBody(wrong, 401, 'INVALID_CREDENTIALS', 'Invalid credentials');
    // Nor does a made-up one work.
    const forged = await app().post('/api/admin/login/two-factor/enrolment', { enrolment_token: 'x.y.z' });
    expectErrorBody(forged, 401, 'UNAUTHORIZED', 'This sign-in step has expired. Please sign in again.');

    const setup = await app().post<AdminTotpSetup>('/api/admin/login/two-factor/enrolment', {
      enrolment_token: enrolmentToken,
    });
    expect(setup.status).toBe(200);
    expect(setup.body.qr_code_data_url).toMatch(/^data:image\/png;base64,/);
    const step = await freshStep();
    const badCode = await app().post('/api/admin/login/two-factor/enrolment/confirm', {
      enrolment_token: enrolmentToken,
      code: codeAt(setup.body.secret, step, 4),
    });
    expect(badCode.status).toBe(400);
    expect(badCode.body.code).toBe('TOTP_INVALID');

    const enrolled = await app().post<AdminTotpEnrolledLogin>(
      '/api/admin/login/two-factor/enrolment/confirm',
      {
        enrolment_token: enrolmentToken,
        code: codeAt(setup.body.secret, step),
      },
    );
    expect(enrolled.status).toBe(200);
    expect(enrolled.body.recovery_codes).toHaveLength(10);
    expect(enrolled.body.admin.username).toBe(ADMIN_USERNAME);
    const status = await app().get<AdminTotpStatus>('/api/admin/two-factor', {
      token: enrolled.body.access_token,
    });
    expect(status.body).toMatchObject({ enrolled: true, required: true });

    // Enrolled now: the enrolment token is spent, and sign-in asks for the code.
    const reuse = await app().post('/api/admin/login/two-factor/enrolment', {
      enrolment_token: enrolmentToken,
    });
    expect(reuse.status).toBe(409);
    const next = await app().post('/api/admin/login', { username: ADMIN_USERNAME, password: ADMIN_PASSWORD });
    expectErrorBody(next, 401, 'TOTP_REQUIRED', TOTP_REQUIRED);
    const withCode = await app().post<AdminLoginResponse>('/api/admin/login', {
      username: ADMIN_USERNAME,
      password: ADMIN_PASSWORD,
      totp_code: codeAt(setup.body.secret, step, 1),
    });
    expect(withCode.status).toBe(200);
    expect(withCode.body.access_token).toEqual(expect.any(String));
  });
});
