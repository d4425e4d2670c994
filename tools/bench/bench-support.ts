// The plumbing every benchmark here shares: a throw-away database, the built API's environment
// beside the payment sandbox, starting and stopping its processes, and what /proc says about them.
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  createFreshDatabase,
  startEmbeddedPostgres,
  type EmbeddedServer,
  type FreshDatabase,
} from '@phonehub/server-database';
import type { PaymentSandbox } from '../payment-sandbox';
import { freePort } from '../scripts/cluster';

export { freePort };

/** Steps that undo what a benchmark started, run in reverse order at its end. */
export type Cleanups = Array<() => Promise<unknown>>;

/** Clock ticks per second of /proc's times: 100 on Linux (USER_HZ). */
const TICKS_PER_SECOND = 100;

/** A process's CPU time so far (user + system), in microseconds, from /proc/<pid>/stat. */
export function cpuMicros(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces), from the 3rd: utime and stime are the 14th and 15th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND) * 1e6;
}

/** The resident memory of a process in MB (Linux), or NaN where /proc is not there. */
export function rssMb(pid: number | undefined): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]);
    return kb / 1024;
  } catch {
    return Number.NaN;
  }
}

/**
 * A fresh database named after `name` on DATABASE_URL's server or, without DATABASE_URL, on a
 * throw-away embedded PostgreSQL; dropping it (and stopping that server) is pushed on `cleanups`.
 */
export async function freshBenchDatabase(
  name: string,
  cleanups: Cleanups,
  log: (line: string) => void = () => undefined,
): Promise<FreshDatabase> {
  let serverUrl = process.env.DATABASE_URL?.trim();
  if (!serverUrl) {
    const scratch = mkdtempSync(join(tmpdir(), 'phonehub-bench-'));
    log(`DATABASE_URL is not set: starting an embedded PostgreSQL in ${scratch}`);
    const embedded: EmbeddedServer = await startEmbeddedPostgres({
      dataDir: join(scratch, 'pg'),
      port: await freePort(),
      persistent: false,
    });
    cleanups.push(async () => {
      await embedded.stop();
      rmSync(scratch, { recursive: true, force: true });
    });
    serverUrl = embedded.url;
  }
  const database = await createFreshDatabase(serverUrl, name);
  cleanups.push(() => database.drop());
  return database;
}

/** What NODE_ENV the benchmarked API runs with (see benchApiEnv). */
export const BENCH_API_NODE_ENV = 'development';

export interface BenchApiEnv {
  databaseUrl: string;
  port: number;
  sandbox: PaymentSandbox;
  logLevel: string;
  adminPassword: string;
  adminUsername?: string;
}

/**
 * The built API's environment in a benchmark: development mode (production would demand real Stripe
 * keys, which a benchmark has no business holding) beside the local payment sandbox, as `npm start`
 * runs it, with what matters for speed as production has it: no demo data, no Redis, quiet logs.
 */
export function benchApiEnv(options: BenchApiEnv): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: BENCH_API_NODE_ENV,
    DATABASE_URL: options.databaseUrl,
    PORT: String(options.port),
    HOST: '127.0.0.1',
    SEED_DEMO_DATA: 'false',
    LOG_LEVEL: options.logLevel,
    JWT_SECRET: randomSecret(32),
    ...(options.adminUsername ? { ADMIN_USERNAME: options.adminUsername } : {}),
    ADMIN_PASSWORD: options.adminPassword,
    REDIS_URL: '',
    STRIPE_SECRET_KEY: '',
    STRIPE_WEBHOOK_SECRET: '',
    EASYPOST_API_KEY: '',
    EASYPOST_WEBHOOK_SECRET: '',
    PAYMENT_SANDBOX_URL: options.sandbox.url,
    PAYMENT_SANDBOX_SECRET_KEY: options.sandbox.secretKey,
    PAYMENT_SANDBOX_WEBHOOK_SECRET: options.sandbox.webhookSecret,
  };
}

/** `bytes` random bytes as hex: made up for this run only, never a constant. */
export function randomSecret(bytes: number): string {
  return randomBytes(bytes).toString('hex');
}

/** Waits until `url` answers 2xx; throws if `child` exits first or `timeoutMs` passes. */
export async function waitFor(
  url: string,
  child: ChildProcess,
  what: string,
  timeoutMs = 120_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited with code ${child.exitCode} while starting`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${what} did not answer ${url} within ${timeoutMs / 1000} s`);
}

/** SIGTERM, then SIGKILL after 15 s; resolves once the process has exited. */
export function stopProcess(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(force);
      done();
    });
    child.kill('SIGTERM');
  });
}
