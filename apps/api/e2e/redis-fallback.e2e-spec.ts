import { createServer, type AddressInfo } from 'node:net';
import { register } from './support/fixtures';
import { client, type Client } from './support/http';
import { startTestApp, type TestApp } from './support/test-app';

type HealthBody = { status: string; info: Record<string, unknown> };

/** A port nothing listens on: connections to it are refused at once, as to a Redis that is down. */
function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

describe('with REDIS_URL set and Redis down', () => {
  let t: TestApp;
  let api: Client;

  beforeAll(async () => {
    t = await startTestApp({
      REDIS_URL: `redis://127.0.0.1:${await closedPort()}`,
      LOGIN_MAX_FAILURES: '2',
      LOGIN_FIRST_DELAY_SECONDS: '30',
      // Off: the listing cache's own Redis client is the catalogue-cache-redis spec's subject, and
      // closing it while Redis is away keeps this process up for ioredis' 2 s disconnect wait.
      CATALOGUE_CACHE_SECONDS: '0',
    });
    api = client(t.baseUrl);
  });
  afterAll(() => t.close());

  it('signs in within a second and reports Redis degraded, not down, on a 200 health check', async () => {
    const user = await register(api);
    const started = Date.now();
    const login = await api.post('/api/auth/login', { email: user.email, password: user.password });
    expect(login.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(1000);

    const health = await api.get('/api/health');
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({
      status: 'ok',
      info: { database: { status: 'up' }, redis: { status: 'up', degraded: true } },
    });
  });

  it("still slows down guessing, counted in this instance's memory", async () => {
    const user = await register(api);
    for (const guess of ['Wrong-Guess-1', 'Wrong-Guess-2'])
      expect((await api.post('/api/auth/login', { email: user.email, password: guess })).status).toBe(401);
    const locked = await api.post('/api/auth/login', { email: user.email, password: user.password });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

const describeWithRedis = process.env.E2E_REDIS_URL ? describe : describe.skip;

describeWithRedis('with REDIS_URL set and Redis answering', () => {
  it('reports Redis up, without the degraded mark', async () => {
    const t = await startTestApp({ REDIS_URL: process.env.E2E_REDIS_URL });
    try {
      const api = client(t.baseUrl);
      const user = await register(api);
      expect((await api.post('/api/auth/login', { email: user.email, password: user.password })).status).toBe(
        200,
      );
      const health = await api.get<HealthBody>('/api/health');
      expect(health.status).toBe(200);
      expect(health.body.info.redis).toEqual({ status: 'up' });
    } finally {
      await t.close();
    }
  });
});

describe('without REDIS_URL', () => {
  it('has no redis indicator', async () => {
    const t = await startTestApp();
    try {
      const health = await client(t.baseUrl).get<HealthBody>('/api/health');
      expect(health.status).toBe(200);
      expect(health.body.info).not.toHaveProperty('redis');
    } finally {
      await t.close();
    }
  });
});
