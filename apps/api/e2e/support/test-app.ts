import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { AppModule } from '../../src/app.module';
import { configureApp, createHttpAdapter } from '../../src/app.setup';
import { client } from './http';

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

export type Env = Record<string, string | undefined>;

/** The settings every e2e app starts from; a test overrides what it is about. */
function baseEnv(outboxDir: string): Env {
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
    // The held-units cap counts every open checkout of a client address, and every spec file calls
    // from 127.0.0.1 into one database: the specs about the cap set it (20) and name their own addresses.
    CHECKOUT_MAX_HELD_UNITS: '1000',
    TRUST_PROXY: undefined,
    // Uploads on local disk unless a spec is about the bucket (a developer's own S3_* stay out), and
    // no metrics server or traces unless a spec is about them.
    S3_BUCKET: undefined,
    S3_ENDPOINT: undefined,
    S3_REGION: undefined,
    S3_ACCESS_KEY_ID: undefined,
    S3_SECRET_ACCESS_KEY: undefined,
    METRICS_PORT: undefined,
    OTEL_EXPORTER_OTLP_ENDPOINT: undefined,
  };
}

/** Builds the app exactly as main.ts does and listens on a free port. */
export async function startTestApp(overrides: Env = {}): Promise<TestApp> {
  const ownOutbox = overrides.MAIL_OUTBOX_DIR === undefined;
  const outboxDir = overrides.MAIL_OUTBOX_DIR ?? mkdtempSync(join(tmpdir(), 'phonehub-outbox-'));
  const env = { ...baseEnv(outboxDir), ...overrides };
  const saved = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
  const apply = (values: Env) => {
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

/**
 * Stands for the object a beforeAll makes, so a describe can name it before it exists: every
 * property read goes to `current()` at that moment (methods stay bound to it).
 */
export function late<T extends object>(current: () => T): T {
  return new Proxy({} as T, {
    get(_, key) {
      const target = current();
      const value = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

export interface UseOptions {
  /** Runs after the describe's tests while the app still answers (to put shared settings back, drop probes). */
  beforeClose?: () => Promise<unknown>;
}

/**
 * What `start` makes, for the enclosing describe: made before its tests, closed after them (once
 * `beforeClose` ran). The function returned reads it from a hook or a test.
 */
export function useStarted<T extends { close(): Promise<void> }>(
  start: () => Promise<T>,
  options: UseOptions = {},
): () => T {
  let started: T | undefined;
  beforeAll(async () => {
    started = await start();
  });
  afterAll(async () => {
    if (!started) return;
    try {
      await options.beforeClose?.();
    } finally {
      await started.close();
    }
  });
  return () => {
    if (!started) throw new Error('not started yet: it starts in beforeAll; use it from a hook or a test');
    return started;
  };
}

/**
 * One app for the enclosing describe: started before its tests (with `env`, or what `env()`
 * gives then), closed after them. `t` and `api` stand for it from the first hook on.
 */
export function useTestApp(env: Env | (() => Env | Promise<Env>) = {}, options: UseOptions = {}) {
  const current = useStarted(async () => {
    const t = await startTestApp(typeof env === 'function' ? await env() : env);
    return { t, api: client(t.baseUrl), close: () => t.close() };
  }, options);
  return { t: late(() => current().t), api: late(() => current().api) };
}

/** A folder of its own for the enclosing describe's files (uploads), removed after its tests. */
export function useTempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
