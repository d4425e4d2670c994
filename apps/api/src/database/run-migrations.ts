import { DataSource, MigrationExecutor } from 'typeorm';
import { errorText } from '../common/errors/error-text';
import { MIGRATIONS } from './migrations/all-migrations';

/**
 * The advisory lock key migrations run under: instances starting together take turns, the first
 * applies what is pending and the others then find nothing left to do. (A constant of our own; the
 * scheduled jobs lock keys derived from their names with hashtext, a different key space: two int4.)
 */
export const MIGRATION_LOCK_KEY = 7_767_770_000;

/** A migration failed: the start stops with this one line (which migration, what PostgreSQL said). */
export class MigrationFailedError extends Error {
  override readonly name = 'MigrationFailedError';
}

function firstLine(error: unknown): string {
  return errorText(error).split('\n')[0];
}

/**
 * Applies the pending migrations, each in its own transaction, while holding a session advisory
 * lock, all on one connection of its own (the lock is released when that connection ends, so a
 * crashed instance does not leave it held). That connection runs without the pool's statement and
 * idle-in-transaction limits: an index build on a big table, or waiting for another instance's
 * migrations, may take far longer than a request should. A failure names the migration that failed
 * and the database's reason.
 */
export async function runMigrationsLocked(dataSource: DataSource): Promise<string[]> {
  const session = dataSource.createQueryRunner();
  await session.connect();
  try {
    await session.query('SET statement_timeout = 0');
    await session.query('SET idle_in_transaction_session_timeout = 0');
    await session.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      const migrations = new MigrationExecutor(dataSource, session);
      migrations.transaction = 'each';
      return (await migrations.executePendingMigrations()).map((migration) => migration.name);
    } catch (error) {
      // Each migration commits on its own: the first one still pending is the one that failed.
      const pending = await new MigrationExecutor(dataSource).getPendingMigrations().catch(() => []);
      const name = pending[0]?.name ?? 'a migration';
      throw new MigrationFailedError(`migration ${name} failed: ${firstLine(error)}`);
    } finally {
      await session.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    }
  } finally {
    // Back to the limits the session started with (session-settings.ts) before the pool reuses it.
    await session.query('RESET statement_timeout').catch(() => undefined);
    await session.query('RESET idle_in_transaction_session_timeout').catch(() => undefined);
    await session.release();
  }
}

/**
 * `main.js --migrate-only`: the pending migrations on a small pool of its own (the locked session
 * and, when one fails, the look-up of its name), then closed. Answers the names of those applied.
 */
export async function migrateDatabase(url: string, connectTimeoutMs: number): Promise<string[]> {
  const dataSource = new DataSource({
    type: 'postgres',
    url,
    migrations: MIGRATIONS,
    migrationsTransactionMode: 'each',
    logging: false,
    extra: { max: 2, connectionTimeoutMillis: connectTimeoutMs, application_name: 'phonehub-migrate' },
  });
  await dataSource.initialize();
  try {
    return await runMigrationsLocked(dataSource);
  } finally {
    await dataSource.destroy();
  }
}
