import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  HealthCheck,
  HealthCheckResult,
  HealthCheckService,
  HealthIndicatorFunction,
  HealthIndicatorService,
} from '@nestjs/terminus';
import { Public } from '../common/decorators/public.decorator';
import { DatabaseHealthIndicator } from './database-health.indicator';
import { DrainState } from './drain-state';
import { QueueHealthIndicator } from './queue-health.indicator';
import { RedisHealthIndicator } from './redis-health.indicator';

/**
 * Two questions for two probes. Liveness (`/health/live`): does the process answer? It checks
 * nothing outside it, so a database outage never gets every pod restarted at once. Readiness
 * (`/health/ready`, and `/health` for the balancers and tests that poll it): should requests come
 * here now?
 */
@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly database: DatabaseHealthIndicator,
    private readonly queue: QueueHealthIndicator,
    private readonly redis: RedisHealthIndicator,
    private readonly indicators: HealthIndicatorService,
    private readonly drain: DrainState,
  ) {}

  /** 200 whenever the process answers, also while it drains (it is finishing requests, not stuck). */
  @Public()
  @Get('live')
  @HealthCheck()
  live(): Promise<HealthCheckResult> {
    return this.health.check([
      () => this.indicators.check('process').up(this.drain.draining ? { draining: true } : {}),
    ]);
  }

  /**
   * 200 when the database and the job queue answer; 503 (in the error shape) when one does not, or
   * while this instance is shutting down (`instance: down, "Shutting down"`), so a load balancer
   * takes it out first. With REDIS_URL set, `redis` is up, with `degraded: true` while Redis does not
   * answer: the instance then counts rate limits in its own memory and keeps serving.
   */
  @Public()
  @Get('ready')
  @HealthCheck()
  ready(): Promise<HealthCheckResult> {
    const checks: HealthIndicatorFunction[] = [
      () => {
        const indicator = this.indicators.check('instance');
        return this.drain.draining ? indicator.down({ message: 'Shutting down' }) : indicator.up();
      },
      () => this.database.pingCheck('database'),
      () => this.queue.check('queue'),
    ];
    if (this.redis.configured) checks.push(() => this.redis.check('redis'));
    return this.health.check(checks);
  }

  /** The readiness answer, where balancers, compose and the tests have always polled it. */
  @Public()
  @Get()
  @HealthCheck()
  check(): Promise<HealthCheckResult> {
    return this.ready();
  }
}
