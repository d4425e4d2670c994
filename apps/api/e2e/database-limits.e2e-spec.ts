import { createFreshDatabase, type FreshDatabase } from '@phonehub/server-database';
import type { QueryRunner } from 'typeorm';
import { eventually } from './support/fixtures';
import { client } from './support/http';
import { startTestApp, type TestApp } from './support/test-app';

const POOL_SIZE = 3;

async function holdAll(t: TestApp, count: number): Promise<QueryRunner[]> {
  const runners: QueryRunner[] = [];
  for (let i = 0; i < count; i += 1) {
    const runner = t.db.createQueryRunner();
    await runner.connect();
    runners.push(runner);
  }
  return runners;
}

// A fresh database, so the migrations run in this app's pool: the connection they ran on (without
// the limits) is handed out again afterwards and must have its limits back.
describe('database pool and statement limits (DB_*)', () => {
  let database: FreshDatabase;
  let t: TestApp;

  beforeAll(async () => {
    database = await createFreshDatabase(process.env.E2E_DATABASE_URL as string, 'phonehub_e2e_limits');
    t = await startTestApp({
      DATABASE_URL: database.url,
      DB_POOL_SIZE: String(POOL_SIZE),
      DB_CONNECT_TIMEOUT_MS: '300',
      DB_STATEMENT_TIMEOUT_MS: '500',
      DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: '1000',
    });
  });
  afterAll(async () => {
    await t?.close();
    await database?.drop();
  });

  it('gives every pooled connection, the one the migrations ran on included, the configured limits', async () => {
    const runners = await holdAll(t, POOL_SIZE);
    try {
      const settings = await Promise.all(
        runners.map(async (runner) => {
          const [row] = (await runner.query(
            `SELECT pg_backend_pid() AS pid, current_setting('statement_timeout') AS statement,
                    current_setting('idle_in_transaction_session_timeout') AS idle`,
          )) as Array<{ pid: number; statement: string; idle: string }>;
          return row;
        }),
      );
      expect(new Set(settings.map((s) => s.pid)).size).toBe(POOL_SIZE);
      for (const s of settings) expect(s).toMatchObject({ statement: '500ms', idle: '1s' });
    } finally {
      await Promise.all(runners.map((runner) => runner.release()));
    }
  });

  it('cancels a statement that runs longer than DB_STATEMENT_TIMEOUT_MS', async () => {
    await expect(t.db.query('SELECT pg_sleep(5)')).rejects.toMatchObject({ driverError: { code: '57014' } });
  });

  it('ends a session left idle inside a transaction for DB_IDLE_IN_TRANSACTION_TIMEOUT_MS', async () => {
    const runner = t.db.createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction();
      const [{ pid }] = (await runner.query('SELECT pg_backend_pid() AS pid')) as Array<{ pid: number }>;
      // PostgreSQL ends the idle session by itself: wait until its backend is gone, however slow the machine.
      await eventually(
        async () =>
          (await t.db.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE pid = $1', [pid]))[0]
            .n as number,
        (n) => n === 0,
        'the idle session ended',
      );
      await expect(runner.query('SELECT 1')).rejects.toThrow();
    } finally {
      await runner.release().catch(() => undefined);
    }
  });

  it('fails a request after DB_CONNECT_TIMEOUT_MS when every pooled connection is busy, and health stays up', async () => {
    const api = client(t.baseUrl);
    const runners = await holdAll(t, POOL_SIZE);
    try {
      const started = Date.now();
      const res = await api.get('/api/products/00000000-0000-4000-8000-000000000000');
      expect(res.status).toBe(500);
      // Failed after the 300 ms wait, not hung until the request gave up (no bound tighter than that: machines differ).
      expect(Date.now() - started).toBeLessThan(20_000);
      expect((await api.get('/api/health')).status).toBe(200);
    } finally {
      await Promise.all(runners.map((runner) => runner.release()));
    }
    expect((await api.get('/api/products/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});
