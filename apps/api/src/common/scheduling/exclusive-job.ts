import { Logger } from '@nestjs/common';
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
export async function runExclusive(dataSource: DataSource, name: string, task: () => Promise<void>): Promise<JobRun> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.startTransaction();
    try {
      const [row] = (await runner.query('SELECT pg_try_advisory_xact_lock(hashtext($1), hashtext($2)) AS locked', [
        JOB_LOCK_NAMESPACE,
        name,
      ])) as Array<{ locked: boolean }>;
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

/**
 * A job every instance schedules and at most one runs at a time (runExclusive). A turn still
 * running on this instance is joined rather than doubled; stop() clears the timer and waits for it.
 */
export class ExclusiveIntervalJob {
  private readonly logger: Logger;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<JobRun> | undefined;

  constructor(
    private readonly dataSource: DataSource,
    readonly name: string,
    private readonly intervalMs: number,
    private readonly task: () => Promise<void>,
  ) {
    this.logger = new Logger(`Job ${name}`);
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.run(), this.intervalMs);
    this.timer.unref();
  }

  /** One turn now: 'skipped' when another instance holds the job. Errors are logged, never thrown. */
  run(): Promise<JobRun> {
    this.running ??= runExclusive(this.dataSource, this.name, this.task)
      .catch((error: unknown) => {
        this.logger.error(`failed: ${error instanceof Error ? error.message : String(error)}`);
        return 'ran' as const;
      })
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }
}
