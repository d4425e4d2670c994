import { join } from 'node:path';
import { ConfigType, registerAs } from '@nestjs/config';
import { EnvReader, readDataDir, readOrThrow } from './env-reader';

export const EMBEDDED_DATABASE_NAME = 'phonehub';

export function readDatabaseConfig(reader: EnvReader) {
  return {
    /** Unset: main.ts starts an embedded PostgreSQL server and fills this in before the app starts. */
    url: reader.url('DATABASE_URL', ['postgres:', 'postgresql:']),
    embeddedDataDir: join(readDataDir(reader), 'pg'),
    embeddedPort: reader.int('EMBEDDED_PG_PORT', 5488, { min: 1, max: 65_535 }),
    seedDemoData: reader.bool('SEED_DEMO_DATA', !reader.isProduction),
  };
}

export const databaseConfig = registerAs('database', () => readOrThrow(process.env, readDatabaseConfig));
export type DatabaseConfig = ConfigType<typeof databaseConfig>;
