import { JwtService } from '@nestjs/jwt';
import type { AdminLoginResponse, AuthResponse, AuthSession } from '@phonehub/contracts';
import { AuthSessionsService } from '../src/auth/auth-sessions.service';
import { PasswordHasher } from '../src/auth/password-hasher.service';
import { UsersService } from '../src/auth/users.service';
import { decodeJwt, eventually, readOutbox, register, signInAsAdmin, type Account } from './support/fixtures';
import { expectErrorBody } from './support/http';
import { ADMIN_PASSWORD, ADMIN_USERNAME, useTestApp } from './support/test-app';

// Issue 34, "signing out signs you out everywhere": one token version per account, so signing out on
// the phone signed the laptop out too, and one admin's Logout ended every admin's session. Each
// sign-in is now a session of its own; logout ends that one, logout-all (and a password reset or
// change, a suspension) ends them all.

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const LAPTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

const ENDED = { statusCode: 401, code: 'UNAUTHORIZED', message: 'Unauthorized' };

describe('auth: sessions per device', () => {
  const { t, api } = useTestApp();

  /** The account signed in from a browser with this user agent; answers the session's token. */
  async function signIn(account: Account, userAgent: string, remember_me = false): Promise<string> {
    const res = await api.post<AuthResponse>(
      '/api/auth/login',
      { email: account.email, password: account.password, remember_me },
      { headers: { 'user-agent': userAgent } },
    );
    expect(res.status).toBe(200);
    return res.body.access_token;
  }

  async function signInAdmin(userAgent: string): Promise<string> {
    const res = await api.post<AdminLoginResponse>(
      '/api/admin/login',
      { username: ADMIN_USERNAME, password: ADMIN_PASSWORD },
      { headers: { 'user-agent': userAgent } },
    );
    expect(res.status).toBe(200);
    return res.body.access_token;
  }

  const me = (token: string) => api.get('/api/auth/me', { token });
  const sessions = (token: string) => api.get<AuthSession[]>('/api/auth/sessions', { token });
  const endSession = (token: string, id: string) =>
    api.raw(`/api/auth/sessions/${id}`, { method: 'DELETE', token });
  const sessionOf = (token: string) => (decodeJwt(token) as unknown as { sid: string }).sid;

  async function expectSignedOut(...tokens: string[]): Promise<void> {
    for (const token of tokens) {
      const res = await me(token);
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject(ENDED);
    }
  }

  async function expectSignedIn(...tokens: string[]): Promise<void> {
    for (const token of tokens) expect((await me(token)).status).toBe(200);
  }

  /** The first mail to `to` with this subject, once it is in the outbox. */
  const mailTo = (to: string, subject: string) =>
    eventually(
      async () => (await readOutbox(t.outboxDir)).find((m) => m.to === to && m.subject === subject),
      Boolean,
      `"${subject}" to ${to}`,
    );

  async function liveSessionsInDb(userId: string): Promise<number> {
    const [{ n }] = await t.db.query(
      'SELECT count(*)::int AS n FROM auth_sessions WHERE user_id = $1 AND ended_at IS NULL',
      [userId],
    );
    return n;
  }

  describe('signing out on one device', () => {
    it('ends only that session: signed out on the phone, the laptop stays signed in (the finding, fixed)', async () => {
      const account = await register(api);
      const phone = await signIn(account, PHONE);
      const laptop = await signIn(account, LAPTOP, true);
      await expectSignedIn(phone, laptop);
      expect(sessionOf(phone)).not.toBe(sessionOf(laptop));

      const out = await api.post('/api/auth/logout', undefined, { token: phone });
      expect(out.status).toBe(204);

      await expectSignedOut(phone);
      await expectSignedIn(laptop, account.access_token);
      const listed = await sessions(laptop);
      expect(listed.body.map((s) => s.id)).not.toContain(sessionOf(phone));
      expect(listed.body.map((s) => s.device)).toContain('Chrome on Windows');
    });

    it("one admin's Logout leaves another admin's session (the same admin account) signed in", async () => {
      const first = await signInAdmin(LAPTOP);
      const second = await signInAdmin(PHONE);
      expect(decodeJwt(first).sub).toBe(decodeJwt(second).sub);
      for (const token of [first, second])
        expect((await api.get('/api/admin/users', { token })).status).toBe(200);

      expect((await api.post('/api/auth/logout', undefined, { token: first })).status).toBe(204);

      expect((await api.get('/api/admin/users', { token: first })).status).toBe(401);
      expect((await api.get('/api/admin/users', { token: second })).status).toBe(200);
      const listed = await sessions(second);
      expect(listed.status).toBe(200);
      expect(listed.body.find((s) => s.current)).toMatchObject({
        id: sessionOf(second),
        device: 'Safari on iPhone',
      });
      expect(listed.body.map((s) => s.id)).not.toContain(sessionOf(first));
    });

    it('refuses an ended session’s token with 401, on every route, and a second logout too', async () => {
      const account = await register(api);
      const token = await signIn(account, LAPTOP);
      expect((await api.post('/api/auth/logout', undefined, { token })).status).toBe(204);

      await expectSignedOut(token);
      expect((await sessions(token)).status).toBe(401);
      expect((await api.get('/api/orders/mine', { token })).status).toBe(401);
      expect((await api.post('/api/auth/logout', undefined, { token })).status).toBe(401);
      const [row] = await t.db.query('SELECT ended_at FROM auth_sessions WHERE id = $1', [sessionOf(token)]);
      expect(row.ended_at).toBeInstanceOf(Date);
    });

    it('refuses a token that names no session (as issued before sessions existed) with 401', async () => {
      const account = await register(api);
      const [user] = await t.db.query('SELECT role, token_version FROM users WHERE id = $1', [
        account.user.id,
      ]);
      const jwt = t.app.get(JwtService);
      const sessionless = jwt.sign({ sub: account.user.id, role: user.role, ver: user.token_version });
      const unknown = jwt.sign({
        sub: account.user.id,
        role: user.role,
        ver: user.token_version,
        sid: '00000000-0000-4000-8000-000000000000',
      });
      // Another account's live session does not lend itself either.
      const other = await register(api);
      const borrowed = jwt.sign({
        sub: account.user.id,
        role: user.role,
        ver: user.token_version,
        sid: sessionOf(other.access_token),
      });
      await expectSignedOut(sessionless, unknown, borrowed);
      await expectSignedIn(account.access_token, other.access_token);
    });
  });

  describe('ending every session', () => {
    it('logout-all signs the account out on every device, this one included', async () => {
      const account = await register(api);
      const phone = await signIn(account, PHONE);
      const laptop = await signIn(account, LAPTOP);

      expect((await api.post('/api/auth/logout-all', undefined, { token: laptop })).status).toBe(204);

      await expectSignedOut(phone, laptop, account.access_token);
      expect(await liveSessionsInDb(account.user.id)).toBe(0);
      const again = await signIn(account, LAPTOP);
      await expectSignedIn(again);
      expect((await sessions(again)).body).toHaveLength(1);
    });

    it('logout-all needs a token', async () => {
      expect((await api.post('/api/auth/logout-all')).status).toBe(401);
    });

    it('a password reset ends every session', async () => {
      const account = await register(api);
      const phone = await signIn(account, PHONE);

      expect((await api.post('/api/auth/forgot-password', { email: account.email })).status).toBe(200);
      const mail = await mailTo(account.email, 'Reset your PhoneHub password');
      const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
      const reset = await api.post('/api/auth/reset-password', { token, password: 'Brand-New-Passphrase-7' });
      expect(reset.status).toBe(200);

      await expectSignedOut(phone, account.access_token);
      expect(await liveSessionsInDb(account.user.id)).toBe(0);
    });

    it('a password change ends every session', async () => {
      const account = await register(api);
      const phone = await signIn(account, PHONE);
      const hash = await t.app.get(PasswordHasher).hash('Changed-Passphrase-8');
      await t.app.get(UsersService).setPasswordHash(account.user.id, hash);

      await expectSignedOut(phone, account.access_token);
      expect(await liveSessionsInDb(account.user.id)).toBe(0);
    });

    it('an email change ends every session once the new address is proved', async () => {
      const account = await register(api);
      const phone = await signIn(account, PHONE);
      const newEmail = `moved-${account.user.id.slice(0, 8)}@example.com`;
      const asked = await api.put(
        '/api/auth/profile',
        { email: newEmail, current_password: account.password },
        { token: phone },
      );
      expect(asked.status).toBe(200);
      const mail = await mailTo(newEmail, 'Confirm your new PhoneHub email address');
      const token = /\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
      expect((await api.post('/api/auth/verify-email', { token }, { token: phone })).status).toBe(200);

      await expectSignedOut(phone, account.access_token);
      expect(await liveSessionsInDb(account.user.id)).toBe(0);
    });

    it('a suspension ends every session, and lifting it brings none back', async () => {
      const adminToken = await signInAsAdmin(api);
      const account = await register(api);
      const phone = await signIn(account, PHONE);
      const suspend = (is_suspended: boolean) =>
        api.put(`/api/admin/users/${account.user.id}/suspend`, { is_suspended }, { token: adminToken });

      expect((await suspend(true)).status).toBe(200);
      expect(await liveSessionsInDb(account.user.id)).toBe(0);
      expect((await suspend(false)).status).toBe(200);

      await expectSignedOut(phone, account.access_token);
      await expectSignedIn(adminToken);
    });
  });

  describe('the list of sessions', () => {
    it('shows each live session with its device, times and address area, the caller’s marked current', async () => {
      const account = await register(api);
      const phone = await signIn(account, PHONE);
      const laptop = await signIn(account, LAPTOP);

      const res = await sessions(laptop);
      expect(res.status).toBe(200);
      expect(res.body).toHaveLength(3);
      for (const session of res.body) {
        expect(Object.keys(session).sort()).toEqual(
          ['created_at', 'current', 'device', 'id', 'ip_area', 'last_seen_at', 'user_agent'].sort(),
        );
        // The area of the address, never the address itself.
        expect(session.ip_area).toBe('127.0.0.0/24');
        expect(new Date(session.created_at).toISOString()).toBe(session.created_at);
        expect(new Date(session.last_seen_at).toISOString()).toBe(session.last_seen_at);
      }
      expect(res.body.filter((s) => s.current).map((s) => s.id)).toEqual([sessionOf(laptop)]);
      expect(res.body.find((s) => s.id === sessionOf(phone))).toMatchObject({
        device: 'Safari on iPhone',
        user_agent: PHONE,
        current: false,
      });
      expect(res.body.find((s) => s.id === sessionOf(laptop))?.device).toBe('Chrome on Windows');
      expect(JSON.stringify(res.body)).not.toContain('127.0.0.1');
      // Another account sees its own sessions only.
      const other = await register(api);
      expect((await sessions(other.access_token)).body.map((s) => s.id)).toEqual([
        sessionOf(other.access_token),
      ]);
    });

    it('ends another session of one’s own; another account’s, an unknown or malformed id is a 404', async () => {
      const account = await register(api);
      const phone = await signIn(account, PHONE);
      const laptop = await signIn(account, LAPTOP);
      const stranger = await register(api);
      const notFound = (res: { status: number; body: unknown }) =>
        expectErrorBody(res, 404, 'NOT_FOUND', 'Session not found. It may have ended already.');

      notFound(await endSession(stranger.access_token, sessionOf(phone)));
      notFound(await endSession(laptop, sessionOf(stranger.access_token)));
      notFound(await endSession(laptop, '00000000-0000-4000-8000-000000000000'));
      notFound(await endSession(laptop, 'not-a-session'));
      await expectSignedIn(phone, stranger.access_token);

      expect((await endSession(laptop, sessionOf(phone))).status).toBe(204);
      await expectSignedOut(phone);
      await expectSignedIn(laptop);
      notFound(await endSession(laptop, sessionOf(phone)));
      expect((await sessions(laptop)).body.map((s) => s.id).sort()).toEqual(
        [sessionOf(laptop), sessionOf(account.access_token)].sort(),
      );
    });

    it('leaves out expired sessions and refuses their tokens', async () => {
      const account = await register(api);
      const phone = await signIn(account, PHONE);
      await t.db.query(`UPDATE auth_sessions SET expires_at = now() - interval '1 second' WHERE id = $1`, [
        sessionOf(phone),
      ]);
      await expectSignedOut(phone);
      expect((await sessions(account.access_token)).body.map((s) => s.id)).toEqual([
        sessionOf(account.access_token),
      ]);
    });

    it('needs a token', async () => {
      expect((await api.get('/api/auth/sessions')).status).toBe(401);
    });
  });

  describe('last seen', () => {
    it('moves on at most once a minute, not with every request', async () => {
      const account = await register(api);
      const id = sessionOf(account.access_token);
      const lastSeen = async () =>
        (
          (await t.db.query('SELECT last_seen_at FROM auth_sessions WHERE id = $1', [id]))[0] as {
            last_seen_at: Date;
          }
        ).last_seen_at.getTime();
      await t.db.query(`UPDATE auth_sessions SET last_seen_at = now() - interval '5 minutes' WHERE id = $1`, [
        id,
      ]);
      const stale = await lastSeen();

      await expectSignedIn(account.access_token);
      const moved = await lastSeen();
      expect(moved).toBeGreaterThan(stale + 4 * 60_000);

      await expectSignedIn(account.access_token);
      await expectSignedIn(account.access_token);
      expect(await lastSeen()).toBe(moved);
    });
  });

  describe('retention', () => {
    it('forgets sessions ended or expired more than RETENTION_SESSION_DAYS (30) ago, keeps the rest', async () => {
      const account = await register(api);
      const old = await signIn(account, PHONE);
      const recent = await signIn(account, LAPTOP);
      await api.post('/api/auth/logout', undefined, { token: recent });
      await t.db.query(`UPDATE auth_sessions SET ended_at = now() - interval '31 days' WHERE id = $1`, [
        sessionOf(old),
      ]);

      expect(await t.app.get(AuthSessionsService).forgetEndedSessions()).toBeGreaterThanOrEqual(1);
      const left: Array<{ id: string }> = await t.db.query(
        'SELECT id FROM auth_sessions WHERE user_id = $1',
        [account.user.id],
      );
      expect(left.map((row) => row.id).sort()).toEqual(
        [sessionOf(recent), sessionOf(account.access_token)].sort(),
      );
    });
  });
});
