import { client, type Client } from './support/http';
import { register, registration, uniqueEmail } from './support/fixtures';
import { describeWithRedis, E2E_REDIS_URL } from './support/local-services';
import { startTestApp, TestApp, useTestApp } from './support/test-app';

const RATE_LIMITED = {
  statusCode: 429,
  code: 'RATE_LIMITED',
  message: 'Too Many Requests',
  detail: 'Too many attempts. Please try again later.',
};

/** A client behind the trusted proxy, seen by the API at `ip`. */
function from(api: Client, ip: string) {
  return {
    login: (body: Record<string, unknown>) =>
      api.post('/api/auth/login', body, { headers: { 'x-forwarded-for': ip } }),
    adminLogin: (body: Record<string, unknown>) =>
      api.post('/api/admin/login', body, { headers: { 'x-forwarded-for': ip } }),
  };
}

function expectRetryAfter(res: { status: number; body: unknown; headers: Headers }, atMostSeconds: number) {
  expect(res.status).toBe(429);
  expect(res.body).toEqual(RATE_LIMITED);
  const seconds = Number(res.headers.get('retry-after'));
  expect(Number.isInteger(seconds)).toBe(true);
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(atMostSeconds);
}

describe('growing delays after failed sign-ins', () => {
  const { api } = useTestApp({
    LOGIN_MAX_FAILURES: '3',
    LOGIN_ACCOUNT_MAX_FAILURES: '20',
    TRUST_PROXY: '127.0.0.1',
    LOGIN_FIRST_DELAY_SECONDS: '30',
  });

  it('makes one address wait (with Retry-After) after N failures at one account, even for the right password', async () => {
    const victim = await register(api);
    const bystander = await register(api);
    const guesser = from(api, '198.51.100.10');

    for (let i = 0; i < 3; i++)
      expect((await guesser.login({ email: victim.email, password: `Wrong-Guess-${i}` })).status).toBe(401);
    expectRetryAfter(
      await guesser.login({ email: victim.email.toUpperCase(), password: victim.password }),
      30,
    );

    expect((await guesser.login({ email: bystander.email, password: bystander.password })).status).toBe(200);
  });

  it('cannot be used to lock the owner out: failures from five addresses leave the right password working', async () => {
    const victim = await register(api);
    for (let host = 1; host <= 5; host++) {
      const stranger = from(api, `203.0.113.${host}`);
      for (let i = 0; i < 3; i++)
        expect((await stranger.login({ email: victim.email, password: `Wrong-${host}-${i}` })).status).toBe(
          401,
        );
      expect((await stranger.login({ email: victim.email, password: 'Wrong-again-1' })).status).toBe(429);
    }
    expect(
      (await from(api, '192.0.2.44').login({ email: victim.email, password: victim.password })).status,
    ).toBe(200);
  });

  it('slows unknown emails the same way, so the delay reveals nothing', async () => {
    const ghost = uniqueEmail('ghost');
    const guesser = from(api, '198.51.100.11');
    for (let i = 0; i < 3; i++)
      expect((await guesser.login({ email: ghost, password: 'Whatever-1' })).status).toBe(401);
    expectRetryAfter(await guesser.login({ email: ghost, password: 'Whatever-1' }), 30);
  });

  it('counts only failures: successful logins never slow an account down', async () => {
    const user = await register(api);
    for (let i = 0; i < 6; i++)
      expect((await api.post('/api/auth/login', { email: user.email, password: user.password })).status).toBe(
        200,
      );
  });

  it('protects the admin login the same way', async () => {
    const guesser = from(api, '198.51.100.12');
    for (let i = 0; i < 3; i++)
      expect((await guesser.adminLogin({ username: 'root-admin', password: `nope-${i}` })).status).toBe(401);
    expectRetryAfter(
      await guesser.adminLogin({ username: 'root-admin', password: 'e2e-Admin-password!' }),
      30,
    );
    expect(
      (
        await from(api, '198.51.100.13').adminLogin({
          username: 'root-admin',
          password: 'e2e-Admin-password!',
        })
      ).status,
    ).toBe(200);
  });
});

describe('per-IP limit on auth routes', () => {
  const { api } = useTestApp({ THROTTLE_AUTH_LIMIT: '3' });

  it('answers 429 once an IP exceeds the limit, on every auth route, but not elsewhere', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await api.post('/api/auth/login', { email: uniqueEmail(), password: 'Some-Password-1' });
      expect(res.status).toBe(401);
    }
    const limited = await api.post('/api/auth/login', { email: uniqueEmail(), password: 'Some-Password-1' });
    expectRetryAfter(limited, 60);

    for (const path of [
      '/api/auth/register',
      '/api/auth/forgot-password',
      '/api/auth/reset-password',
      '/api/admin/login',
    ]) {
      expectRetryAfter(await api.post(path, {}), 60);
    }
    // Registration keeps telling shoppers an email is taken, but only within this per-client budget.
    expectRetryAfter(await api.post('/api/auth/register', registration()), 60);
    expect((await api.get('/api/health')).status).toBe(200);
    expect((await api.get('/api/auth/me')).status).toBe(401);
  });
});

describeWithRedis('with Redis storage (REDIS_URL)', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    const env = {
      REDIS_URL: E2E_REDIS_URL,
      LOGIN_MAX_FAILURES: '2',
      LOGIN_FIRST_DELAY_SECONDS: '30',
    };
    a = await startTestApp(env);
    b = await startTestApp(env);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('shares the lock between API instances', async () => {
    const apiA = client(a.baseUrl);
    const apiB = client(b.baseUrl);
    const user = await register(apiA);
    expect((await apiA.post('/api/auth/login', { email: user.email, password: 'Wrong-One-1' })).status).toBe(
      401,
    );
    expect((await apiB.post('/api/auth/login', { email: user.email, password: 'Wrong-Two-2' })).status).toBe(
      401,
    );
    expect((await apiA.post('/api/auth/login', { email: user.email, password: user.password })).body).toEqual(
      RATE_LIMITED,
    );
    expect((await apiB.post('/api/auth/login', { email: user.email, password: user.password })).body).toEqual(
      RATE_LIMITED,
    );
  });

  it('still lets a good login through on either instance', async () => {
    const user = await register(client(a.baseUrl));
    expect(
      (await client(b.baseUrl).post('/api/auth/login', { email: user.email, password: user.password }))
        .status,
    ).toBe(200);
  });
});
