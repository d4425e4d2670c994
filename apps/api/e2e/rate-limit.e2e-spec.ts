import { client } from './support/http';
import { register, uniqueEmail } from './support/fixtures';
import { startTestApp, TestApp } from './support/test-app';

const RATE_LIMITED = {
  statusCode: 429,
  code: 'RATE_LIMITED',
  message: 'Too Many Requests',
  detail: 'Too many attempts. Please try again later.',
};

describe('per-account login lockout', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ LOGIN_MAX_FAILURES: '3' });
  });
  afterAll(() => t.close());

  it('locks an email after N failed logins, even for the right password, and leaves others alone', async () => {
    const api = client(t.baseUrl);
    const victim = await register(api);
    const bystander = await register(api);

    for (let i = 0; i < 3; i++) {
      const res = await api.post('/api/auth/login', { email: victim.email, password: `Wrong-Guess-${i}` });
      expect(res.status).toBe(401);
    }
    const locked = await api.post('/api/auth/login', {
      email: victim.email.toUpperCase(),
      password: victim.password,
    });
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual(RATE_LIMITED);

    expect(
      (await api.post('/api/auth/login', { email: bystander.email, password: bystander.password })).status,
    ).toBe(200);
  });

  it('locks unknown emails the same way, so the lock reveals nothing', async () => {
    const api = client(t.baseUrl);
    const ghost = uniqueEmail('ghost');
    for (let i = 0; i < 3; i++)
      expect((await api.post('/api/auth/login', { email: ghost, password: 'Whatever-1' })).status).toBe(401);
    expect((await api.post('/api/auth/login', { email: ghost, password: 'Whatever-1' })).body).toEqual(
      RATE_LIMITED,
    );
  });

  it('counts only failures: successful logins never lock an account', async () => {
    const api = client(t.baseUrl);
    const user = await register(api);
    for (let i = 0; i < 6; i++)
      expect((await api.post('/api/auth/login', { email: user.email, password: user.password })).status).toBe(
        200,
      );
  });

  it('protects the admin login the same way', async () => {
    const api = client(t.baseUrl);
    for (let i = 0; i < 3; i++)
      expect(
        (await api.post('/api/admin/login', { username: 'root-admin', password: `nope-${i}` })).status,
      ).toBe(401);
    expect(
      (await api.post('/api/admin/login', { username: 'root-admin', password: 'e2e-Admin-password!' })).body,
    ).toEqual(RATE_LIMITED);
  });
});

describe('per-IP limit on auth routes', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ THROTTLE_AUTH_LIMIT: '3' });
  });
  afterAll(() => t.close());

  it('answers 429 once an IP exceeds the limit, on every auth route, but not elsewhere', async () => {
    const api = client(t.baseUrl);
    for (let i = 0; i < 3; i++) {
      const res = await api.post('/api/auth/login', { email: uniqueEmail(), password: 'Some-Password-1' });
      expect(res.status).toBe(401);
    }
    const limited = await api.post('/api/auth/login', { email: uniqueEmail(), password: 'Some-Password-1' });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual(RATE_LIMITED);

    for (const path of [
      '/api/auth/register',
      '/api/auth/forgot-password',
      '/api/auth/reset-password',
      '/api/admin/login',
    ]) {
      expect((await api.post(path, {})).status).toBe(429);
    }
    expect((await api.get('/api/health')).status).toBe(200);
    expect((await api.get('/api/auth/me')).status).toBe(401);
  });
});

const describeWithRedis = process.env.E2E_REDIS_URL ? describe : describe.skip;

describeWithRedis('with Redis storage (REDIS_URL)', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    const env = { REDIS_URL: process.env.E2E_REDIS_URL, LOGIN_MAX_FAILURES: '2' };
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
