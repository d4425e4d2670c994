import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { HealthIndicatorResult, HealthIndicatorService } from '@nestjs/terminus';
import { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { databaseConfig, type DatabaseConfig } from '../config/database.config';

/** How the health check's own connection shows in pg_stat_activity. */
export const HEALTH_APPLICATION_NAME = 'phonehub-health';
/** Long enough for a slow but working database; a real outage fails to connect well before it. */
export const HEALTH_PING_TIMEOUT_MS = 5000;

/**
 * Pings PostgreSQL over one connection of its own, kept apart from the app's pool: under load every
 * pooled connection may be busy serving requests, and a ping queued behind them would report the
 * database down while it is answering. The check also fails when the app itself lost its DataSource.
 */
@Injectable()
export class DatabaseHealthIndicator implements OnModuleDestroy {
  private readonly pool: Pool;

  constructor(
    @Inject(databaseConfig.KEY) config: DatabaseConfig,
    private readonly dataSource: DataSource,
    private readonly health: HealthIndicatorService,
  ) {
    this.pool = new Pool({
      connectionString: config.url,
      max: 1,
      application_name: HEALTH_APPLICATION_NAME,
      connectionTimeoutMillis: HEALTH_PING_TIMEOUT_MS,
      query_timeout: HEALTH_PING_TIMEOUT_MS,
    });
    // A dropped idle connection is discarded by the pool; the next ping opens a new one.
    this.pool.on('error', () => undefined);
  }

  async pingCheck<Key extends string>(key: Key): Promise<HealthIndicatorResult<Key>> {
    const indicator = this.health.check(key);
    if (!this.dataSource.isInitialized) return indicator.down({ message: 'Not connected' });
    try {
      await this.pool.query('SELECT 1');
      return indicator.up();
    } catch {
      return indicator.down({ message: 'The database did not answer' });
    }
  }

  async onModuleDestroy(): Promise<void> {
    await this.pool.end();
  }
}
