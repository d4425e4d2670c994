import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { Pool } from 'pg';
import { databaseConfig, type DatabaseConfig } from '../config/database.config';

/** How the health check's own connection shows in pg_stat_activity. */
export const HEALTH_APPLICATION_NAME = 'phonehub-health';
/** Long enough for a slow but working database; a real outage fails to connect well before it. */
export const HEALTH_PING_TIMEOUT_MS = 5000;

/**
 * One PostgreSQL connection of the health checks' own, kept apart from the app's pool and the job
 * queue's: under load every pooled connection may be busy serving requests or jobs, and a ping
 * queued behind them would report the database down while it is answering.
 */
@Injectable()
export class HealthPool implements OnModuleDestroy {
  private readonly pool: Pool;

  constructor(@Inject(databaseConfig.KEY) config: DatabaseConfig) {
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

  /** Whether `sql` runs; false when the database does not answer in time or refuses it. */
  async answers(sql: string): Promise<boolean> {
    try {
      await this.pool.query(sql);
      return true;
    } catch {
      return false;
    }
  }

  async onModuleDestroy(): Promise<void> {
    await this.pool.end();
  }
}
