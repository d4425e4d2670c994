import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { AppModule } from '../../src/app.module';
import { configureApp, createHttpAdapter } from '../../src/app.setup';

export const ADMIN_USERNAME = 'root-admin';
export const ADMIN_PASSWORD = 'e2e-Admin-password!';

export interface TestApp {
  app: NestFastifyApplication;
  /** e.g. http://127.0.0.1:41234 */
  baseUrl: string;
  outboxDir: string;
  db: DataSource;
  close(): Promise<void>;
}

/** The settings every e2e app starts from; a test overrides what it is about. */
function baseEnv(outboxDir: string): Record<string, string | undefined> {
  const databaseUrl = process.env.E2E_DATABASE_URL;
  if (!databaseUrl)
    throw new Error('E2E_DATABASE_URL is not set: run through jest.e2e.config.cjs (global-setup)');
  return {
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'silent',
    SEED_DEMO_DATA: 'false',
    MAIL_OUTBOX_DIR: outboxDir,
    SMTP_URL: undefined,
    REDIS_URL: undefined,
    PUBLIC_URL: 'http://localhost:4200',
    CORS_ORIGINS: undefined,
    JWT_SECRET: 'e2e-secret-that-is-long-enough-for-hs256-0123456789',
    ADMIN_USERNAME,
    ADMIN_PASSWORD,
    THROTTLE_AUTH_LIMIT: '100000',
    LOGIN_MAX_FAILURES: '1000',
    LOGIN_ACCOUNT_MAX_FAILURES: '1000',
    TRUST_PROXY: undefined,
  };
}

/** Builds the app exactly as main.ts does and listens on a free port. */
export async function startTestApp(overrides: Record<string, string | undefined> = {}): Promise<TestApp> {
  const ownOutbox = overrides.MAIL_OUTBOX_DIR === undefined;
  const outboxDir = overrides.MAIL_OUTBOX_DIR ?? mkdtempSync(join(tmpdir(), 'phonehub-outbox-'));
  const env = { ...baseEnv(outboxDir), ...overrides };
  const saved = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
  const apply = (values: Record<string, string | undefined>) => {
    for (const [key, value] of Object.entries(values)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  };
  apply(env);
  try {
    const app = await NestFactory.create<NestFastifyApplication>(AppModule, createHttpAdapter(), {
      bufferLogs: true,
      abortOnError: false,
    });
    await configureApp(app);
    await app.listen(0, '127.0.0.1');
    const { port } = app.getHttpServer().address() as { port: number };
    const close = async () => {
      await app.close();
      if (ownOutbox) rmSync(outboxDir, { recursive: true, force: true });
    };
    return { app, baseUrl: `http://127.0.0.1:${port}`, outboxDir, db: app.get(DataSource), close };
  } finally {
    apply(saved);
  }
}
