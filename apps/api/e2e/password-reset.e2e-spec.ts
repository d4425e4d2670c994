import type { UserEntity } from '../src/auth/entities/user.entity';
import { UsersService } from '../src/auth/users.service';
import { readOutbox, register, uniqueEmail, waitForMail } from './support/fixtures';
import { useTestApp } from './support/test-app';

const REQUESTED = { message: 'If an account exists for that email, we have sent a password reset link.' };
const INVALID = {
  statusCode: 400,
  code: 'INVALID_RESET_TOKEN',
  message: 'Bad Request',
  detail: 'This password reset link is invalid or has expired.',
};

function tokenFrom(text: string): string {
  const match = /http:\/\/localhost:4200\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error(`no reset link in: ${text}`);
  return match[1];
}

describe('password reset', () => {
  const { t, api } = useTestApp();

  async function requestLink(email: string): Promise<string> {
    const res = await api.post('/api/auth/forgot-password', { email });
    expect(res.status).toBe(200);
    const mails = await waitForMail(t.outboxDir, email.toLowerCase());
    expect(mails).toHaveLength(1);
    return tokenFrom(mails[0].text);
  }

  it('answers the same for an existing and an unknown email, and mails only the existing one', async () => {
    const user = await register(api);
    const ghost = uniqueEmail('ghost');
    const known = await api.post('/api/auth/forgot-password', { email: user.email });
    const unknown = await api.post('/api/auth/forgot-password', { email: ghost });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(REQUESTED);
    expect(unknown.body).toEqual(REQUESTED);

    const mails = await waitForMail(t.outboxDir, user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: user.email, subject: 'Reset your PhoneHub password' });
    expect(mails[0].text).toMatch(/http:\/\/localhost:4200\/reset-password\?token=[A-Za-z0-9_-]{43}/);
    expect(mails[0].html).toContain(`http://localhost:4200/reset-password?token=${tokenFrom(mails[0].text)}`);
    expect(new Date(mails[0].sentAt).getTime()).toBeLessThanOrEqual(Date.now());
    expect((await readOutbox(t.outboxDir)).some((mail) => mail.to === ghost)).toBe(false);

    // Only a hash of the token is kept.
    const token = tokenFrom(mails[0].text);
    const rows = await t.db.query('SELECT token_hash FROM password_reset_tokens WHERE user_id = $1', [
      user.user.id,
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].token_hash).not.toContain(token);
  });

  it('resets the password once: the new one works, the old one and the link do not', async () => {
    const user = await register(api);
    const token = await requestLink(user.email);

    const reset = await api.post('/api/auth/reset-password', { token, password: 'Brand-New-Secret-7' });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ message: 'Your password has been reset. You can now sign in.' });

    const again = await api.post('/api/auth/reset-password', { token, password: 'Another-New-Secret-8' });
    expect(again.status).toBe(400);
    expect(again.body).toEqual(INVALID);

    expect((await api.post('/api/auth/login', { email: user.email, password: user.password })).status).toBe(
      401,
    );
    expect(
      (await api.post('/api/auth/login', { email: user.email, password: 'Brand-New-Secret-7' })).status,
    ).toBe(200);
  });

  it('revokes every token issued before the reset', async () => {
    const user = await register(api);
    expect((await api.get('/api/auth/me', { token: user.access_token })).status).toBe(200);
    const token = await requestLink(user.email);
    expect(
      (await api.post('/api/auth/reset-password', { token, password: 'Brand-New-Secret-7' })).status,
    ).toBe(200);
    const me = await api.get('/api/auth/me', { token: user.access_token });
    expect(me.status).toBe(401);
    expect(me.body.code).toBe('UNAUTHORIZED');
  });

  it('answers before the account is even looked up, so known and unknown emails cannot be told apart', async () => {
    const user = await register(api);
    const users = t.app.get(UsersService);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const lookup = jest.spyOn(users, 'findByEmail').mockImplementation(async (email: string) => {
      await held;
      lookup.mockRestore();
      return users.findByEmail(email) as Promise<UserEntity | null>;
    });
    try {
      const res = await api.post('/api/auth/forgot-password', { email: user.email });
      expect(res.status).toBe(200);
      expect(res.body).toEqual(REQUESTED);
      expect(lookup).toHaveBeenCalledTimes(1);
      expect((await readOutbox(t.outboxDir)).some((mail) => mail.to === user.email)).toBe(false);
    } finally {
      release();
    }
    expect(await waitForMail(t.outboxDir, user.email)).toHaveLength(1);
  });

  it('still answers 200 when the lookup fails, and only logs it', async () => {
    const users = t.app.get(UsersService);
    const lookup = jest.spyOn(users, 'findByEmail').mockRejectedValueOnce(new Error('database unreachable'));
    try {
      const res = await api.post('/api/auth/forgot-password', { email: uniqueEmail('unlucky') });
      expect(res.status).toBe(200);
      expect(res.body).toEqual(REQUESTED);
    } finally {
      lookup.mockRestore();
    }
  });

  it('invalidates the other links of the account once one is used', async () => {
    const user = await register(api);
    await api.post('/api/auth/forgot-password', { email: user.email });
    await api.post('/api/auth/forgot-password', { email: user.email });
    const mails = await waitForMail(t.outboxDir, user.email, 2);
    expect(mails).toHaveLength(2);
    const [first, second] = mails.map((mail) => tokenFrom(mail.text));

    expect(
      (await api.post('/api/auth/reset-password', { token: second, password: 'Second-Link-Wins-1' })).status,
    ).toBe(200);
    const stale = await api.post('/api/auth/reset-password', { token: first, password: 'First-Link-Late-2' });
    expect(stale.status).toBe(400);
    expect(stale.body).toEqual(INVALID);
  });

  it('refuses an expired link', async () => {
    const user = await register(api);
    const token = await requestLink(user.email);
    await t.db.query(
      `UPDATE password_reset_tokens SET expires_at = now() - interval '1 minute' WHERE user_id = $1`,
      [user.user.id],
    );
    const res = await api.post('/api/auth/reset-password', { token, password: 'Too-Late-Secret-3' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(INVALID);
    expect((await api.post('/api/auth/login', { email: user.email, password: user.password })).status).toBe(
      200,
    );
  });

  it('refuses a made-up token', async () => {
    const res = await api.post('/api/auth/reset-password', {
      token: 'made-up-token',
      password: 'Whatever-Secret-4',
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(INVALID);
  });

  it('applies the password rules to the new password and keeps the link usable', async () => {
    const user = await register(api);
    const token = await requestLink(user.email);
    const short = await api.post('/api/auth/reset-password', { token, password: 'short' });
    expect(short.status).toBe(400);
    expect(short.body.detail).toBe('Password must be at least 8 characters long');
    const common = await api.post('/api/auth/reset-password', { token, password: 'qwerty123' });
    expect(common.body.detail).toBe('This password is too common. Please choose a less predictable one.');
    const leet = await api.post('/api/auth/reset-password', { token, password: 'P@ssw0rd' });
    expect(leet.body.detail).toBe('This password is too common. Please choose a less predictable one.');
    const blank = await api.post('/api/auth/reset-password', { token, password: ' '.repeat(8) });
    expect(blank.body.detail).toBe('Password cannot be only spaces');
    const emailName = user.email.split('@')[0];
    const own = await api.post('/api/auth/reset-password', { token, password: `x-${emailName}-x` });
    expect(own.status).toBe(400);
    expect(own.body.detail).toBe('Password cannot contain the name part of your email address');
    expect((await api.post('/api/auth/reset-password', { token, password: 'Finally-Good-5' })).status).toBe(
      200,
    );
  });

  it('lets only one of two simultaneous uses of a link succeed', async () => {
    const user = await register(api);
    const token = await requestLink(user.email);
    const results = await Promise.all([
      api.post('/api/auth/reset-password', { token, password: 'Racer-Number-One-1' }),
      api.post('/api/auth/reset-password', { token, password: 'Racer-Number-Two-2' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it('sends no link for the administrator account', async () => {
    const res = await api.post('/api/auth/forgot-password', { email: 'root-admin@admin.phonehub.local' });
    expect(res.body).toEqual(REQUESTED);
    // A request made after it is mailed once its mail is out: by then the admin's would be too.
    const later = await register(api);
    await api.post('/api/auth/forgot-password', { email: later.email });
    await waitForMail(t.outboxDir, later.email);
    expect(
      (await readOutbox(t.outboxDir)).some((mail) => mail.to === 'root-admin@admin.phonehub.local'),
    ).toBe(false);
  });

  it('checks the email format', async () => {
    const res = await api.post('/api/auth/forgot-password', { email: 'nope' });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('Please enter a valid email address');
  });
});
