import { ConfigType, registerAs } from '@nestjs/config';
import { EnvReader, readOrThrow } from './env-reader';

/**
 * The job queue (pg-boss on the API's own PostgreSQL database). The defaults suit production; the
 * tests shorten the intervals so a killed worker's job is taken over within seconds.
 */
export function readJobsConfig(reader: EnvReader) {
  return {
    /** Whether this instance runs jobs; every instance enqueues them. */
    workers: reader.bool('JOB_WORKERS', true),
    /** How long an idle worker waits before it looks for work again (a commit here wakes it at once). */
    pollingIntervalSeconds: reader.int('JOB_POLL_SECONDS', 2, { min: 1, max: 60 }),
    /**
     * How often one instance looks for jobs whose worker died (SIGKILL, power cut) and puts them
     * back: such a job runs again at most `expireSeconds` + this after it started.
     */
    maintenanceIntervalSeconds: reader.int('JOB_MAINTENANCE_SECONDS', 30, { min: 1, max: 3_600 }),
    /** How long a job may run before it counts as dead and is retried (a mail's SMTP exchange, a ledger write). */
    expireSeconds: reader.int('JOB_EXPIRE_SECONDS', 300, { min: 1, max: 3_600 }),
    /** The first retry's delay; each further one doubles it. Mail has its own (MAIL_RETRY_DELAY_SECONDS). */
    retryDelaySeconds: reader.int('JOB_RETRY_DELAY_SECONDS', 10, { min: 1, max: 3_600 }),
    /** Workers per queue on this instance. */
    concurrency: reader.int('JOB_CONCURRENCY', 4, { min: 1, max: 64 }),
    /** SIGTERM: how long running jobs may take to finish; what is left runs again elsewhere. */
    shutdownGraceMs: reader.int('JOB_SHUTDOWN_GRACE_MS', 10_000, { min: 1_000, max: 120_000 }),
    /** Connections of the queue's own pool (polling, completing), apart from the API's. */
    poolSize: reader.int('JOB_POOL_SIZE', 3, { min: 1, max: 50 }),
    /** The reconciliation skips changes younger than this: their own jobs may still be running. */
    reconcileGraceSeconds: reader.int('RECONCILE_GRACE_SECONDS', 900, { min: 0, max: 86_400 }),
    /** How far back the reconciliation looks (it runs every 15 minutes). */
    reconcileWindowHours: reader.int('RECONCILE_WINDOW_HOURS', 168, { min: 1, max: 24 * 90 }),
    /**
     * Tests only (ignored in production): a file naming a domain event. The first instance to commit
     * that event deletes the file and kills itself (SIGKILL) right after the commit, before any of
     * its jobs ran, as a crash at the worst moment would.
     */
    faultFile: reader.isProduction ? undefined : reader.raw('JOB_FAULT_FILE'),
  };
}

export const jobsConfig = registerAs('jobs', () => readOrThrow(process.env, readJobsConfig));
export type JobsConfig = ConfigType<typeof jobsConfig>;
