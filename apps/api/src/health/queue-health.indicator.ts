import { Injectable } from '@nestjs/common';
import { HealthIndicatorResult, HealthIndicatorService } from '@nestjs/terminus';
import { JOB_SCHEMA, JobQueue } from '../jobs/job-queue.service';
import { HealthPool } from './health-pool';

/**
 * The job queue (pg-boss): started on this instance and its schema reachable. Jobs are written in
 * the transactions of the requests that cause them, so an instance whose queue cannot take them
 * would fail those requests: it is not ready.
 */
@Injectable()
export class QueueHealthIndicator {
  constructor(
    private readonly queue: JobQueue,
    private readonly pool: HealthPool,
    private readonly health: HealthIndicatorService,
  ) {}

  async check<Key extends string>(key: Key): Promise<HealthIndicatorResult<Key>> {
    const indicator = this.health.check(key);
    if (!(await this.queue.isRunning())) return indicator.down({ message: 'The job queue is not running' });
    return (await this.pool.answers(`SELECT version FROM ${JOB_SCHEMA}.version`))
      ? indicator.up()
      : indicator.down({ message: "The job queue's tables did not answer" });
  }
}
