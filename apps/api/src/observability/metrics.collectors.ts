import { Gauge, Registry } from 'prom-client';
import type { DataSource } from 'typeorm';
import type { JobQueue } from '../jobs/job-queue.service';

/** How long one reading of the queue's table serves scrapes (several Prometheus replicas, a dashboard). */
export const QUEUE_STATS_TTL_MS = 5_000;

interface PgPool {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
  options?: { max?: number };
}

/**
 * What is read at each scrape rather than counted as it happens: the API's connection pool (pg's
 * Pool under TypeORM) and the job queue's depth, running jobs and oldest waiting job, per queue (one
 * grouped statement on pg-boss's table, kept QUEUE_STATS_TTL_MS). One registry per app instance.
 */
export function appCollectors(dataSource: DataSource, jobs: JobQueue, now = () => Date.now()): Registry {
  const registry = new Registry();
  const pool = () => (dataSource.driver as unknown as { master?: PgPool }).master;

  new Gauge({
    name: 'phonehub_db_pool_connections',
    help: "Connections of the API's PostgreSQL pool, by state (in_use, idle)",
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const current = pool();
      if (!current) return;
      this.set({ state: 'in_use' }, current.totalCount - current.idleCount);
      this.set({ state: 'idle' }, current.idleCount);
    },
  });
  new Gauge({
    name: 'phonehub_db_pool_waiting',
    help: 'Requests waiting for a free connection of the pool',
    registers: [registry],
    collect() {
      this.set(pool()?.waitingCount ?? 0);
    },
  });
  new Gauge({
    name: 'phonehub_db_pool_max',
    help: "The pool's size (DATABASE_POOL_SIZE)",
    registers: [registry],
    collect() {
      this.set(pool()?.options?.max ?? 0);
    },
  });

  let cached: { at: number; stats: ReturnType<JobQueue['queueStats']> } | undefined;
  const queueStats = () => {
    if (!cached || now() - cached.at >= QUEUE_STATS_TTL_MS) {
      const stats = jobs.queueStats();
      cached = { at: now(), stats };
      // A failed reading is not kept: the next scrape tries again.
      stats.catch(() => (cached = undefined));
    }
    return cached.stats;
  };
  new Gauge({
    name: 'phonehub_job_queue_depth',
    help: 'Jobs waiting to run (created or waiting for a retry), by queue',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await queueStats()) this.set({ queue: row.queue }, row.waiting);
    },
  });
  new Gauge({
    name: 'phonehub_job_queue_active',
    help: 'Jobs running now (on any instance), by queue',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await queueStats()) this.set({ queue: row.queue }, row.active);
    },
  });
  new Gauge({
    name: 'phonehub_job_queue_oldest_age_seconds',
    help: 'Seconds the longest-waiting job that is due has waited to start, by queue (0: none due)',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await queueStats()) this.set({ queue: row.queue }, row.oldestDueSeconds);
    },
  });
  return registry;
}
