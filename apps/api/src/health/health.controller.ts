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
import { RedisHealthIndicator } from './redis-health.indicator';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly database: DatabaseHealthIndicator,
    private readonly redis: RedisHealthIndicator,
    private readonly indicators: HealthIndicatorService,
    private readonly drain: DrainState,
  ) {}

  /**
   * 200 when the database answers; 503 (in the error shape) when it does not, or while this instance
   * is shutting down (`instance: down, "Shutting down"`), so a load balancer takes it out first.
   * With REDIS_URL set, `redis` is up, with `degraded: true` while Redis does not answer.
   */
  @Public()
  @Get()
  @HealthCheck()
  check(): Promise<HealthCheckResult> {
    const checks: HealthIndicatorFunction[] = [
      () => {
        const indicator = this.indicators.check('instance');
        return this.drain.draining ? indicator.down({ message: 'Shutting down' }) : indicator.up();
      },
      () => this.database.pingCheck('database'),
    ];
    if (this.redis.configured) checks.push(() => this.redis.check('redis'));
    return this.health.check(checks);
  }
}
