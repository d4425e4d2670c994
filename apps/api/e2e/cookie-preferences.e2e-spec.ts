import type { CookiePreferences } from '@phonehub/contracts';
import { COOKIE_CONSENT } from '@phonehub/domain';
import { register } from './support/fixtures';
import { useTestApp } from './support/test-app';

describe('cookie preferences on the account', () => {
  const { api } = useTestApp();

  it('is for signed-in users only', async () => {
    const read = await api.get('/api/me/cookie-preferences');
    expect(read.status).toBe(401);
    expect(read.body.code).toBe('UNAUTHORIZED');
    const write = await api.put('/api/me/cookie-preferences', {
      functional: true,
      analytics: true,
      marketing: true,
    });
    expect(write.status).toBe(401);
  });

  it('starts with the defaults and no date until the account chooses', async () => {
    const user = await register(api);
    const res = await api.get<CookiePreferences>('/api/me/cookie-preferences', { token: user.access_token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      necessary: true,
      functional: true,
      analytics: false,
      marketing: false,
      version: COOKIE_CONSENT.version,
      updated_at: null,
    });
  });

  it('keeps a saved choice, dated and versioned, and gives it back after signing in again elsewhere', async () => {
    const user = await register(api);
    const before = Date.now();
    const saved = await api.put<CookiePreferences>(
      '/api/me/cookie-preferences',
      { functional: false, analytics: true, marketing: false },
      { token: user.access_token },
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      necessary: true,
      functional: false,
      analytics: true,
      marketing: false,
      version: COOKIE_CONSENT.version,
    });
    expect(Date.parse(saved.body.updated_at ?? '')).toBeGreaterThanOrEqual(before - 1000);

    // Another device: a fresh sign-in (its token equals the first when both are issued in the same second).
    const login = await api.post<{ access_token: string }>('/api/auth/login', {
      email: user.email,
      password: user.password,
    });
    expect(login.status).toBe(200);
    const elsewhere = await api.get<CookiePreferences>('/api/me/cookie-preferences', {
      token: login.body.access_token,
    });
    expect(elsewhere.body).toEqual(saved.body);

    // A second choice replaces the first; another account's stays its own.
    const changed = await api.put<CookiePreferences>(
      '/api/me/cookie-preferences',
      { functional: true, analytics: true, marketing: true },
      { token: login.body.access_token },
    );
    expect(changed.body).toMatchObject({ functional: true, analytics: true, marketing: true });
    const other = await register(api);
    const others = await api.get<CookiePreferences>('/api/me/cookie-preferences', {
      token: other.access_token,
    });
    expect(others.body).toMatchObject({ analytics: false, marketing: false, updated_at: null });
  });

  it.each([
    ['a flag left out', { functional: true, analytics: false }, 'marketing must be true or false'],
    [
      'a flag that is not a boolean',
      { functional: 'yes', analytics: false, marketing: false },
      'functional must be true or false',
    ],
    [
      'an unknown field',
      { functional: true, analytics: false, marketing: false, necessary: false },
      'The field "necessary" is not allowed',
    ],
  ])('refuses %s and changes nothing', async (_case, body, detail) => {
    const user = await register(api);
    await api.put(
      '/api/me/cookie-preferences',
      { functional: true, analytics: false, marketing: false },
      { token: user.access_token },
    );
    const before = await api.get<CookiePreferences>('/api/me/cookie-preferences', {
      token: user.access_token,
    });

    const res = await api.put('/api/me/cookie-preferences', body, { token: user.access_token });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', detail });

    const after = await api.get<CookiePreferences>('/api/me/cookie-preferences', {
      token: user.access_token,
    });
    expect(after.body).toEqual(before.body);
  });
});
