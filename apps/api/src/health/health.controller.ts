import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { HealthCheck, HealthCheckResult, HealthCheckService, HealthIndicatorService } from '@nestjs/terminus';
import { Public } from '../common/decorators/public.decorator';
import { DatabaseHealthIndicator } from './database-health.indicator';
import { DrainState } from './drain-state';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly database: DatabaseHealthIndicator,
    private readonly indicators: HealthIndicatorService,
    private readonly drain: DrainState,
  ) {}

  /**
   * 200 when the database answers; 503 (in the error shape) when it does not, or while this instance
   * is shutting down (`instance: down, "Shutting down"`), so a load balancer takes it out first.
   */
  @Public()
  @Get()
  @HealthCheck()
  check(): Promise<HealthCheckResult> {
    return this.health.check([
      () => {
        const indicator = this.indicators.check('instance');
        return this.drain.draining ? indicator.down({ message: 'Shutting down' }) : indicator.up();
      },
      () => this.database.pingCheck('database'),
    ]);
  }
}
