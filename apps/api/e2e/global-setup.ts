import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type * as ServerDatabaseLib from '@phonehub/server-database';
import type { E2eGlobals } from './e2e-globals';
import { startS3TestServer, type S3TestServer } from '../src/common/uploads/s3-test-server';

type ServerDatabase = typeof ServerDatabaseLib;

/** The run's S3-compatible server, handed to global-teardown beside the database. */
export type S3Globals = typeof globalThis & { __phonehubS3?: S3TestServer };
const SERVER_DATABASE = '@phonehub/server-database';

/**
 * Global setup runs outside jest's module registry, so moduleNameMapper does not apply here: the
 * alias is resolved from tsconfig.base.json the same way jest.preset.cjs maps it for tests.
 */
function serverDatabase(): ServerDatabase {
  const root = resolve(__dirname, '../../..');
  const { compilerOptions } = require(join(root, 'tsconfig.base.json')) as {
    compilerOptions: { paths: Record<string, string[]> };
  };
  const [source] = compilerOptions.paths[SERVER_DATABASE];
  return require(join(root, source)) as ServerDatabase;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function redisAnswers(url: string): Promise<boolean> {
  const { default: Redis } = await import('ioredis');
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

/**
 * One fresh database per run: on the server in DATABASE_URL when set (CI), otherwise on a throw-away
 * embedded PostgreSQL. Tests run in band, so the URL reaches them through process.env.
 */
export default async function globalSetup(): Promise<void> {
  const { createFreshDatabase, startEmbeddedPostgresProcess } = serverDatabase();
  const serverUrl = process.env.DATABASE_URL?.trim();
  const scratchDir = serverUrl ? undefined : mkdtempSync(join(tmpdir(), 'phonehub-api-e2e-'));
  const embedded = scratchDir
    ? await startEmbeddedPostgresProcess({
        dataDir: join(scratchDir, 'pg'),
        port: await freePort(),
        persistent: false,
      })
    : undefined;
  const database = await createFreshDatabase(serverUrl ?? (embedded as { url: string }).url, 'phonehub_e2e');
  process.env.E2E_DATABASE_URL = database.url;
  const redisUrl = process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379';
  if (await redisAnswers(redisUrl)) process.env.E2E_REDIS_URL = redisUrl;
  // CI has Redis (the machine starts it): there its tests must run, never skip unnoticed.
  else if (process.env.CI)
    throw new Error(
      `No Redis at ${redisUrl}: the Redis tests cannot run (start redis-server or set E2E_REDIS_URL)`,
    );
  else
    console.warn(
      `No Redis at ${redisUrl}: the Redis tests (shared limits, listing cache, fallback) are skipped`,
    );
  (globalThis as E2eGlobals).__phonehubE2e = { database, embedded, scratchDir };
  // One S3-compatible server (s3rver) and bucket for the run: the specs about object storage start
  // their apps with S3_* pointing at it (their keys under the modules' prefixes); the others keep local folders.
  const s3 = await startS3TestServer('phonehub-e2e');
  (globalThis as S3Globals).__phonehubS3 = s3;
  process.env.E2E_S3_ENDPOINT = s3.endpoint;
  process.env.E2E_S3_BUCKET = s3.bucket;
}
