import { register } from './support/fixtures';
import { client, type Client } from './support/http';
import { describeWithRedis, E2E_REDIS_URL, unusedPort } from './support/local-services';
import { startTestApp, useTestApp } from './support/test-app';

type HealthBody = { status: string; info: Record<string, unknown> };

describe('with REDIS_URL set and Redis down', () => {
  const { api } = useTestApp(async () => ({
    REDIS_URL: `redis://127.0.0.1:${await unusedPort()}`,
    LOGIN_MAX_FAILURES: '2',
    LOGIN_FIRST_DELAY_SECONDS: '30',
    // Off: the listing cache's own Redis client is the catalogue-cache-redis spec's subject, and
    // closing it while Redis is away keeps this process up for ioredis' 2 s disconnect wait.
    CATALOGUE_CACHE_SECONDS: '0',
  }));

  it('signs in as fast as an instance without Redis (well within a second more) and reports Redis degraded, not down', async () => {
    // The account comes from an instance without Redis, so the first counted request here is the sign-in.
    const plain = await startTestApp({ CATALOGUE_CACHE_SECONDS: '0' });
    try {
      const plainApi = client(plain.baseUrl);
      const user = await register(plainApi);
      const timed = async (on: Client) => {
        const started = Date.now();
        const res = await on.post('/api/auth/login', { email: user.email, password: user.password });
        return { status: res.status, ms: Date.now() - started };
      };
      // Both hash the same password on the same machine: the difference is what waiting for Redis costs.
      const baseline = await timed(plainApi);
      const degraded = await timed(api);
      console.log(`sign-in: ${baseline.ms} ms without Redis, ${degraded.ms} ms with Redis down`);
      expect([baseline.status, degraded.status]).toEqual([200, 200]);
      expect(degraded.ms - baseline.ms).toBeLessThan(1000);
    } finally {
      await plain.close();
    }

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

describeWithRedis('with REDIS_URL set and Redis answering', () => {
  it('reports Redis up, without the degraded mark', async () => {
    const t = await startTestApp({ REDIS_URL: E2E_REDIS_URL });
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
