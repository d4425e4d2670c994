import { join } from 'node:path';
import { ConfigType, registerAs } from '@nestjs/config';
import { EnvReader, readDataDir, readOrThrow } from './env-reader';

export const EMBEDDED_DATABASE_NAME = 'phonehub';
/** PostgreSQL's largest timeout (a 32-bit count of milliseconds), also the largest Node timer. */
const MAX_TIMEOUT_MS = 2_147_483_647;

export function readDatabaseConfig(reader: EnvReader) {
  // Production never starts the embedded server: its data would live and die with one container.
  if (reader.isProduction && !reader.raw('DATABASE_URL')) reader.missing.push('DATABASE_URL');
  return {
    /** Unset: main.ts starts an embedded PostgreSQL server (never in production) and fills this in first. */
    url: reader.url('DATABASE_URL', ['postgres:', 'postgresql:']),
    embeddedDataDir: join(readDataDir(reader), 'pg'),
    embeddedPort: reader.int('EMBEDDED_PG_PORT', 5488, { min: 1, max: 65_535 }),
    seedDemoData: reader.bool('SEED_DEMO_DATA', !reader.isProduction),
    /** Connections this instance's pool may hold at once. */
    poolSize: reader.int('DB_POOL_SIZE', 10, { min: 1, max: 1000 }),
    /** How long a query waits for a pooled connection, or a new connection for the server, before it fails. */
    connectTimeoutMs: reader.int('DB_CONNECT_TIMEOUT_MS', 5000, { min: 1, max: MAX_TIMEOUT_MS }),
    /** PostgreSQL cancels a statement that runs longer (0: never). Migrations run without it. */
    statementTimeoutMs: reader.int('DB_STATEMENT_TIMEOUT_MS', 30_000, { max: MAX_TIMEOUT_MS }),
    /** PostgreSQL ends a session that sits this long inside an open transaction (0: never). */
    idleInTransactionTimeoutMs: reader.int('DB_IDLE_IN_TRANSACTION_TIMEOUT_MS', 60_000, {
      max: MAX_TIMEOUT_MS,
    }),
  };
}

export const databaseConfig = registerAs('database', () => readOrThrow(process.env, readDatabaseConfig));
export type DatabaseConfig = ConfigType<typeof databaseConfig>;
