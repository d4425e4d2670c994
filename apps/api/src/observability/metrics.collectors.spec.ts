import type { DataSource } from 'typeorm';
import type { JobQueue, QueueStats } from '../jobs/job-queue.service';
import { appCollectors, QUEUE_STATS_TTL_MS } from './metrics.collectors';

describe('the metrics read at each scrape', () => {
  const pool = { totalCount: 7, idleCount: 2, waitingCount: 3, options: { max: 10 } };
  const dataSource = { driver: { master: pool } } as unknown as DataSource;
  let stats: QueueStats[];
  const queueStats = jest.fn(async () => stats);
  const jobs = { queueStats } as unknown as JobQueue;

  beforeEach(() => {
    queueStats.mockClear();
    stats = [
      { queue: 'mail', waiting: 4, active: 1, oldestDueSeconds: 12.5 },
      { queue: 'domain-events', waiting: 0, active: 0, oldestDueSeconds: 0 },
    ];
  });

  it("reports the pool's connections in use, idle and waiting, and its size", async () => {
    const text = await appCollectors(dataSource, jobs).metrics();
    expect(text).toContain('phonehub_db_pool_connections{state="in_use"} 5');
    expect(text).toContain('phonehub_db_pool_connections{state="idle"} 2');
    expect(text).toContain('phonehub_db_pool_waiting 3');
    expect(text).toContain('phonehub_db_pool_max 10');
  });

  it("reports each queue's depth, running jobs and oldest due job, read once per TTL for all three", async () => {
    let now = 1_000_000;
    const registry = appCollectors(dataSource, jobs, () => now);
    const text = await registry.metrics();
    expect(text).toContain('phonehub_job_queue_depth{queue="mail"} 4');
    expect(text).toContain('phonehub_job_queue_active{queue="mail"} 1');
    expect(text).toContain('phonehub_job_queue_oldest_age_seconds{queue="mail"} 12.5');
    expect(text).toContain('phonehub_job_queue_depth{queue="domain-events"} 0');
    expect(queueStats).toHaveBeenCalledTimes(1);

    stats = [{ queue: 'mail', waiting: 9, active: 0, oldestDueSeconds: 30 }];
    now += QUEUE_STATS_TTL_MS - 1;
    expect(await registry.metrics()).toContain('phonehub_job_queue_depth{queue="mail"} 4');
    expect(queueStats).toHaveBeenCalledTimes(1);

    now += 1;
    const later = await registry.metrics();
    expect(later).toContain('phonehub_job_queue_depth{queue="mail"} 9');
    // A queue no longer reported is not left at its old value.
    expect(later).not.toContain('queue="domain-events"');
    expect(queueStats).toHaveBeenCalledTimes(2);
  });

  it('reads the queue again at the next scrape after a failed reading', async () => {
    queueStats.mockRejectedValueOnce(new Error('connection refused'));
    const registry = appCollectors(dataSource, jobs, () => 0);
    await expect(registry.metrics()).rejects.toThrow('connection refused');
    expect(await registry.metrics()).toContain('phonehub_job_queue_depth{queue="mail"} 4');
  });
});
