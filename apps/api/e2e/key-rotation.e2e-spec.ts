// Issue 37: JWT_SECRET can be rotated. Tokens name their signing key (`kid`); the secrets it replaced
// (JWT_PREVIOUS_SECRETS) still verify the tokens they signed and open the admin's sealed
// authenticator secret, which is sealed again under the new key on its next use.
import { hkdfSync } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import type { AdminLoginResponse, AdminTotpSetup } from '@phonehub/contracts';
import { createFreshDatabase, type FreshDatabase } from '@phonehub/server-database';
import { generateSync } from 'otplib';
import { JWT_ISSUER } from '../src/auth/access-token.service';
import { tokenKeyId } from '../src/auth/jwt-keys';
import { keyId } from '../src/common/crypto/key-id';
import { register, uniqueClientIp } from './support/fixtures';
import { client } from './support/http';
import { ADMIN_PASSWORD, ADMIN_USERNAME, startTestApp, type Env, type TestApp } from './support/test-app';

const OLD_SECRET = 'the-secret-before-the-rotation-0123456789';
const NEW_SECRET = 'the-secret-after-the-rotation-9876543210';
const STEP_SECONDS = 30;

const nowStep = () => Math.floor(Date.now() / 1000 / STEP_SECONDS);
const codeAt = (secret: string, step: number) => generateSync({ secret, epoch: step * STEP_SECONDS });
/** The admin TOTP sealing key's id for a JWT secret (as AdminTotpService derives it). */
const totpKeyId = (jwtSecret: string) =>
  keyId(Buffer.from(hkdfSync('sha256', jwtSecret, '', 'phonehub admin totp secret', 32)));

/** The payload of `token` signed again with `secret` under the key id `kid`. */
function resign(token: string, secret: string, kid: string): string {
  const jwt = new JwtService();
  const { iat: _iat, exp, iss: _iss, ...payload } = jwt.decode<Record<string, unknown>>(token);
  return jwt.sign({ ...payload, exp }, { secret, keyid: kid, algorithm: 'HS256', issuer: JWT_ISSUER });
}

describe('rotating JWT_SECRET', () => {
  let database: FreshDatabase;
  const started: TestApp[] = [];
  /** An app on this describe's database; each is closed before the next starts, as in a rollout. */
  async function start(env: Env) {
    await started.at(-1)?.close();
    const t = await startTestApp({ DATABASE_URL: database.url, ...env });
    started.push(t);
    return { t, api: client(t.baseUrl) };
  }
  const adminSignIn = (api: ReturnType<typeof client>, body: Record<string, unknown> = {}) =>
    api.post<AdminLoginResponse>(
      '/api/admin/login',
      { username: ADMIN_USERNAME, password: ADMIN_PASSWORD, ...body },
      { headers: { 'x-forwarded-for': uniqueClientIp() } },
    );

  beforeAll(async () => {
    database = await createFreshDatabase(process.env.E2E_DATABASE_URL as string, 'phonehub_e2e_keys');
  });
  afterAll(async () => {
    await started.at(-1)?.close();
    await database?.drop();
  });

  it('keeps tokens and the sealed authenticator secret of the old key working while it is listed, and refuses unknown keys', async () => {
    // Before: the old secret signs; the admin enrols an authenticator (sealed under the old key).
    const before = await start({ JWT_SECRET: OLD_SECRET, TRUST_PROXY: '127.0.0.1' });
    const shopper = await register(before.api);
    const oldToken = shopper.access_token;
    expect(tokenKeyId(oldToken)).toBe(keyId(OLD_SECRET));
    const adminToken = (await adminSignIn(before.api)).body.access_token;
    const setup = await before.api.post<AdminTotpSetup>(
      '/api/admin/two-factor/enrolment',
      {},
      { token: adminToken },
    );
    const totpSecret = setup.body.secret;
    const confirmedStep = nowStep();
    const confirmed = await before.api.post(
      '/api/admin/two-factor/enrolment/confirm',
      { code: codeAt(totpSecret, confirmedStep) },
      { token: adminToken },
    );
    expect(confirmed.status).toBe(200);
    const [sealedBefore] = await before.t.db.query<{ secret_sealed: string }[]>(
      'SELECT secret_sealed FROM admin_totp',
    );
    expect(sealedBefore.secret_sealed.startsWith(`v2.${totpKeyId(OLD_SECRET)}.`)).toBe(true);

    // After: the new secret signs, the old one only verifies.
    const after = await start({
      JWT_SECRET: NEW_SECRET,
      JWT_PREVIOUS_SECRETS: `unrelated-secret-that-is-long-enough-000, ${OLD_SECRET}`,
      TRUST_PROXY: '127.0.0.1',
    });
    expect((await after.api.get('/api/auth/me', { token: oldToken })).status).toBe(200);
    const fresh = await adminSignIn(after.api, {
      // A later step than the one enrolment used (each step's code works once), within the drift.
      totp_code: codeAt(totpSecret, Math.max(confirmedStep + 1, nowStep())),
    });
    expect(fresh.status).toBe(200);
    expect(tokenKeyId(fresh.body.access_token)).toBe(keyId(NEW_SECRET));
    // Its sign-in sealed the authenticator secret again, under the new key.
    const [sealedAfter] = await after.t.db.query<{ secret_sealed: string }[]>(
      'SELECT secret_sealed FROM admin_totp',
    );
    expect(sealedAfter.secret_sealed.startsWith(`v2.${totpKeyId(NEW_SECRET)}.`)).toBe(true);

    // A key id no configured secret has is refused, whatever signed the token; so is a known key
    // id on a token another secret signed.
    const stranger = 'a-secret-this-deployment-never-had-000000';
    expect(
      (await after.api.get('/api/auth/me', { token: resign(oldToken, stranger, keyId(stranger)) })).status,
    ).toBe(401);
    expect(
      (await after.api.get('/api/auth/me', { token: resign(oldToken, stranger, keyId(NEW_SECRET)) })).status,
    ).toBe(401);
    expect(
      (await after.api.get('/api/auth/me', { token: resign(oldToken, OLD_SECRET, keyId(OLD_SECRET)) }))
        .status,
    ).toBe(200);

    // Once the old secret is dropped, what it signed no longer verifies.
    const done = await start({ JWT_SECRET: NEW_SECRET });
    expect((await done.api.get('/api/auth/me', { token: oldToken })).status).toBe(401);
    expect((await done.api.get('/api/auth/me', { token: fresh.body.access_token })).status).toBe(200);
  });
});
