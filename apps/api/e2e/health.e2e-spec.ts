import { createFreshDatabase, type FreshDatabase } from '@phonehub/server-database';
import { Client as PgClient } from 'pg';
import { HEALTH_APPLICATION_NAME } from '../src/health/health-pool';
import { DrainState } from '../src/health/drain-state';
import { JOB_SCHEMA, JobQueue } from '../src/jobs/job-queue.service';
import { client } from './support/http';
import { startTestApp, useTestApp, type TestApp } from './support/test-app';

const READY = {
  status: 'ok',
  info: { instance: { status: 'up' }, database: { status: 'up' }, queue: { status: 'up' } },
  error: {},
};

describe('health: liveness and readiness', () => {
  const { api } = useTestApp();

  it('answers live with the process alone, and ready (also at /api/health) with the database and the queue', async () => {
    const live = await api.get('/api/health/live');
    expect(live.status).toBe(200);
    expect(live.body).toEqual({
      status: 'ok',
      info: { process: { status: 'up' } },
      error: {},
      details: { process: { status: 'up' } },
    });
    for (const path of ['/api/health/ready', '/api/health']) {
      const ready = await api.get(path);
      expect({ path, status: ready.status }).toEqual({ path, status: 200 });
      expect(ready.body).toMatchObject(READY);
      // Redis is not configured in these tests: it has no line of its own.
      expect(ready.body).not.toHaveProperty('info.redis');
    }
  });
});

describe('health while the instance drains (SIGTERM)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('answers ready 503 while live stays 200 (the pod finishes its requests; nothing restarts it)', async () => {
    const api = client(t.baseUrl);
    t.app.get(DrainState).start();
    const ready = await api.get('/api/health/ready');
    expect(ready.status).toBe(503);
    expect((await api.get('/api/health')).status).toBe(503);
    const live = await api.get('/api/health/live');
    expect(live.status).toBe(200);
    expect(live.body).toMatchObject({ status: 'ok', info: { process: { status: 'up', draining: true } } });
  });
});

describe('health when the database or the job queue cannot be reached', () => {
  let database: FreshDatabase;
  let t: TestApp;
  let server: PgClient;
  beforeAll(async () => {
    // A database of its own: connections to it are switched off here, which must not touch the
    // other specs' database.
    database = await createFreshDatabase(process.env.E2E_DATABASE_URL as string, 'phonehub_e2e_health');
    t = await startTestApp({ DATABASE_URL: database.url });
    const serverUrl = new URL(process.env.E2E_DATABASE_URL as string);
    serverUrl.pathname = '/postgres';
    server = new PgClient({ connectionString: serverUrl.toString() });
    await server.connect();
  });
  afterAll(async () => {
    await server?.end();
    await t?.close();
    await database?.drop();
  });

  it('answers ready 503 when the database refuses connections, live 200 all along, and ready 200 once it is back', async () => {
    const api = client(t.baseUrl);
    expect((await api.get('/api/health/ready')).status).toBe(200);
    await server.query(`ALTER DATABASE "${database.name}" ALLOW_CONNECTIONS false`);
    try {
      // As in an outage: the health check's own connection is cut and no new one is accepted.
      await server.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND application_name = $2`,
        [database.name, HEALTH_APPLICATION_NAME],
      );
      expect((await api.get('/api/health/ready')).status).toBe(503);
      expect((await api.get('/api/health')).status).toBe(503);
      expect((await api.get('/api/health/live')).status).toBe(200);
    } finally {
      await server.query(`ALTER DATABASE "${database.name}" ALLOW_CONNECTIONS true`);
    }
    expect((await api.get('/api/health/ready')).body).toMatchObject(READY);
  });

  it("answers ready 503 when the job queue's tables are gone, with the database up", async () => {
    const api = client(t.baseUrl);
    await t.db.query(`ALTER SCHEMA ${JOB_SCHEMA} RENAME TO ${JOB_SCHEMA}_away`);
    try {
      const ready = await api.get('/api/health/ready');
      expect(ready.status).toBe(503);
      expect((await api.get('/api/health/live')).status).toBe(200);
    } finally {
      await t.db.query(`ALTER SCHEMA ${JOB_SCHEMA}_away RENAME TO ${JOB_SCHEMA}`);
    }
    expect((await api.get('/api/health/ready')).status).toBe(200);
  });

  it('answers ready 503 once the job queue stopped taking jobs', async () => {
    const api = client(t.baseUrl);
    await t.app.get(JobQueue).stopWorkers();
    expect((await api.get('/api/health/ready')).status).toBe(503);
    expect((await api.get('/api/health/live')).status).toBe(200);
  });
});
