import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { databaseConfig, type DatabaseConfig } from '../config/database.config';
import { ConfigError } from '../config/env-reader';
import { AfterCommitSubscriber } from '../common/database/after-commit';
import { MIGRATIONS } from './migrations/all-migrations';

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [databaseConfig.KEY],
      useFactory: (config: DatabaseConfig) => {
        if (!config.url)
          throw new ConfigError('DATABASE_URL is not set and no embedded database was started');
        return {
          type: 'postgres' as const,
          url: config.url,
          uuidExtension: 'pgcrypto' as const,
          // Each module registers its entities with forFeature; no globs, the API is one bundle.
          autoLoadEntities: true,
          // afterCommit (common/database): events are published once their transaction commits.
          subscribers: [AfterCommitSubscriber],
          migrations: MIGRATIONS,
          migrationsRun: true,
          migrationsTransactionMode: 'each' as const,
          synchronize: false,
          logging: false,
          retryAttempts: 5,
          retryDelay: 2000,
        };
      },
    }),
  ],
})
export class DatabaseModule {}
