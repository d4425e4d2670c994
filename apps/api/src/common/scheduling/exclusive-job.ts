import type { DataSource } from 'typeorm';

/** The first half of every job lock's key (hashtext of this); the job's name gives the second. */
export const JOB_LOCK_NAMESPACE = 'phonehub-scheduled-job';

export type JobRun = 'ran' | 'skipped';

/**
 * Runs `task` only when no other instance runs the job of this name right now: a transaction takes
 * pg_try_advisory_xact_lock on the name and holds it while the task runs (the task uses connections
 * of its own). Another instance's try fails and it skips this turn; if the holder dies, its
 * connection ends, PostgreSQL drops the lock and the next instance's turn runs the job.
 */
export async function runExclusive(
  dataSource: DataSource,
  name: string,
  task: () => Promise<void>,
): Promise<JobRun> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.startTransaction();
    try {
      const [row] = (await runner.query(
        'SELECT pg_try_advisory_xact_lock(hashtext($1), hashtext($2)) AS locked',
        [JOB_LOCK_NAMESPACE, name],
      )) as Array<{ locked: boolean }>;
      if (!row?.locked) return 'skipped';
      // The lock's transaction idles while the task works on its own connections: not a stuck session.
      await runner.query('SET LOCAL idle_in_transaction_session_timeout = 0');
      await task();
      return 'ran';
    } finally {
      // Nothing was written on this connection: ending the transaction only lets the lock go.
      await runner.rollbackTransaction().catch(() => undefined);
    }
  } finally {
    await runner.release();
  }
}
