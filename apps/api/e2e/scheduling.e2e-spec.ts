import { DataSource } from 'typeorm';
import { runExclusive } from '../src/common/scheduling';
import { MIGRATION_LOCK_KEY } from '../src/database/run-migrations';
import { eventually } from './support/fixtures';

/** Two pools on the same database stand for two API instances. */
function instance(): DataSource {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error('E2E_DATABASE_URL is not set: run through jest.e2e.config.cjs');
  return new DataSource({ type: 'postgres', url, extra: { max: 3 } });
}

describe('scheduled jobs across instances', () => {
  const a = instance();
  const b = instance();
  beforeAll(() => Promise.all([a.initialize(), b.initialize()]));
  afterAll(() => Promise.all([a.destroy(), b.destroy()]));

  it('runs a job on one instance at a time; the other skips that turn and runs the next', async () => {
    const job = `test-job-${Date.now()}-${Math.random()}`;
    let release!: () => void;
    const holding = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const hasStarted = new Promise<void>((resolve) => (started = resolve));
    const first = runExclusive(a, job, async () => {
      started();
      await holding;
    });
    await hasStarted;
    let ranOnB = false;
    expect(await runExclusive(b, job, async () => void (ranOnB = true))).toBe('skipped');
    expect(ranOnB).toBe(false);
    // Another job's name is not blocked by this one.
    expect(await runExclusive(b, `${job}-other`, async () => undefined)).toBe('ran');
    release();
    expect(await first).toBe('ran');
    expect(await runExclusive(b, job, async () => void (ranOnB = true))).toBe('ran');
    expect(ranOnB).toBe(true);
  });

  it('lets the job go when the instance running it dies (its connection ends)', async () => {
    const job = `crash-job-${Date.now()}-${Math.random()}`;
    const crashing = instance();
    await crashing.initialize();
    let started!: () => void;
    const hasStarted = new Promise<void>((resolve) => (started = resolve));
    let unhang!: () => void;
    const hung = new Promise<void>((resolve) => (unhang = resolve));
    const stuck = runExclusive(crashing, job, async () => {
      started();
      await hung; // the instance hangs mid-job until its connection is killed
    }).catch(() => 'ended');
    await hasStarted;
    expect(await runExclusive(b, job, async () => undefined)).toBe('skipped');
    // The crash: PostgreSQL ends the holder's session, as when its process is killed.
    const [{ killed }] = (await a.query(
      `SELECT count(pg_terminate_backend(l.pid))::int AS killed FROM pg_locks l
        WHERE l.locktype = 'advisory' AND l.objsubid = 2 AND l.granted
          AND l.classid::bigint = (hashtext('phonehub-scheduled-job')::bigint & 4294967295)
          AND l.objid::bigint = (hashtext($1)::bigint & 4294967295)`,
      [job],
    )) as Array<{ killed: number }>;
    expect(killed).toBe(1);
    expect(
      await eventually(
        () => runExclusive(b, job, async () => undefined),
        (run) => run === 'ran',
      ),
    ).toBe('ran');
    unhang();
    await stuck;
    await crashing.destroy().catch(() => undefined);
  });

  it('keeps migrations to one instance at a time (the start-up lock)', async () => {
    const runner = a.createQueryRunner();
    await runner.connect();
    try {
      await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      const [row] = (await b.query('SELECT pg_try_advisory_lock($1) AS locked', [
        MIGRATION_LOCK_KEY,
      ])) as Array<{ locked: boolean }>;
      expect(row?.locked).toBe(false);
    } finally {
      await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      await runner.release();
    }
  });
});
