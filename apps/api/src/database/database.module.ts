import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { databaseConfig, type DatabaseConfig } from '../config/database.config';
import { ConfigError } from '../config/env-reader';
import { AfterCommitSubscriber } from '../common/database/after-commit';
import { MIGRATIONS } from './migrations/all-migrations';
import { MigrationFailedError, runMigrationsLocked } from './run-migrations';
import { sessionOptions, sessionSettings } from './session-settings';

export interface DatabaseOptions {
  /** Session settings the features' statements rely on (the app module knows which). */
  sessionSettings?: Readonly<Record<string, string>>;
}

function typeOrmRoot(options: DatabaseOptions): DynamicModule {
  return TypeOrmModule.forRootAsync({
    inject: [databaseConfig.KEY],
    useFactory: (config: DatabaseConfig) => {
      if (!config.url) throw new ConfigError('DATABASE_URL is not set and no embedded database was started');
      return {
        type: 'postgres' as const,
        url: config.url,
        uuidExtension: 'pgcrypto' as const,
        // Each module registers its entities with forFeature; no globs, the API is one bundle.
        autoLoadEntities: true,
        // afterCommit (common/database): events are published once their transaction commits.
        subscribers: [AfterCommitSubscriber],
        migrations: MIGRATIONS,
        // Run below (dataSourceFactory) under an advisory lock: instances starting together take turns.
        migrationsRun: false,
        migrationsTransactionMode: 'each' as const,
        synchronize: false,
        logging: false,
        extra: {
          // Every pooled session starts with the settings the statements rely on and the
          // statement limits (session-settings.ts).
          options: sessionOptions(sessionSettings(config, options.sessionSettings)),
          max: config.poolSize,
          // Also bounds the wait for a free pooled connection: a request fails instead of queueing for ever.
          connectionTimeoutMillis: config.connectTimeoutMs,
        },
        retryAttempts: 5,
        retryDelay: 2000,
        // A database that is not up yet is retried; a migration that failed fails the same way again.
        toRetry: (error: unknown) => !(error instanceof MigrationFailedError),
      };
    },
    dataSourceFactory: async (dataSourceOptions) => {
      if (!dataSourceOptions) throw new ConfigError('No database options');
      const dataSource = await new DataSource(dataSourceOptions).initialize();
      try {
        await runMigrationsLocked(dataSource);
      } catch (error) {
        await dataSource.destroy().catch(() => undefined);
        throw error;
      }
      return dataSource;
    },
  });
}

/** The connection pool and the migrations; `forRoot` once, in the app module. */
@Module({})
export class DatabaseModule {
  static forRoot(options: DatabaseOptions = {}): DynamicModule {
    return { module: DatabaseModule, imports: [typeOrmRoot(options)] };
  }
}
