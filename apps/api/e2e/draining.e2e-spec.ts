import { DRAINING_HEADER } from '../src/common/http/request-hooks';
import { DrainState } from '../src/health/drain-state';
import { startTestApp, type TestApp } from './support/test-app';

describe('an instance shutting down (SIGTERM, see main.ts)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('reports 503 on its health check and closes each connection after answering, while still serving requests', async () => {
    const before = await fetch(`${t.baseUrl}/api/health`);
    expect(before.status).toBe(200);
    expect(await before.json()).toMatchObject({
      status: 'ok',
      info: { instance: { status: 'up' }, database: { status: 'up' } },
    });
    expect(before.headers.get('connection')).not.toBe('close');

    t.app.get(DrainState).start();

    const health = await fetch(`${t.baseUrl}/api/health`);
    expect(health.status).toBe(503);
    const body = (await health.json()) as { statusCode: number; code: string };
    expect(body.statusCode).toBe(503);
    expect(health.headers.get('connection')).toBe('close');
    // Requests already routed here are still answered in full.
    const settings = await fetch(`${t.baseUrl}/api/site-settings`);
    expect(settings.status).toBe(200);
    expect(settings.headers.get('connection')).toBe('close');
    // A balancer in front (libs/server/frontend) stops sending here on the first such answer.
    expect(settings.headers.get(DRAINING_HEADER)).toBe('1');
    expect(before.headers.get(DRAINING_HEADER)).toBeNull();
  });
});
