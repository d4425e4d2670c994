import { Injectable } from '@nestjs/common';
import { HealthIndicatorResult, HealthIndicatorService } from '@nestjs/terminus';
import { DataSource } from 'typeorm';
import { HealthPool } from './health-pool';

export { HEALTH_APPLICATION_NAME, HEALTH_PING_TIMEOUT_MS } from './health-pool';

/**
 * Pings PostgreSQL over the health checks' own connection (HealthPool). The check also fails when
 * the app itself lost its DataSource.
 */
@Injectable()
export class DatabaseHealthIndicator {
  constructor(
    private readonly pool: HealthPool,
    private readonly dataSource: DataSource,
    private readonly health: HealthIndicatorService,
  ) {}

  async pingCheck<Key extends string>(key: Key): Promise<HealthIndicatorResult<Key>> {
    const indicator = this.health.check(key);
    if (!this.dataSource.isInitialized) return indicator.down({ message: 'Not connected' });
    return (await this.pool.answers('SELECT 1'))
      ? indicator.up()
      : indicator.down({ message: 'The database did not answer' });
  }
}
