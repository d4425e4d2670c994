// `npm run bench`: the catalogue's throughput and latency at 100,000 products, against a bare
// Fastify + pg baseline answering the same SQL with the same JSON (tools/bench/baseline.ts).
//
// 1. A fresh database on DATABASE_URL's server (or, without DATABASE_URL, on a throw-away embedded
//    PostgreSQL), migrated by starting the built API (dist/apps/api/main.js; built first if missing).
//    NODE_ENV=production would demand real Stripe keys, which a benchmark has no business holding,
//    so the API runs in development mode beside the local payment sandbox (as `npm start` does),
//    with the settings that matter for speed set as production has them: quiet logs, no demo data.
// 2. 100,000 generated products (tools/seed/products.ts; BENCH_PRODUCTS overrides the number).
// 3. autocannon, 10 connections: per endpoint and server a warm-up, then two measured runs in the
//    order API, baseline, baseline, API.
// 4. The search statement's own time in the database over 50 runs.
// It prints numbers; it passes or fails nothing. Everything it started or created is removed after.
// BENCH_PRODUCTS, BENCH_WARMUP_S, BENCH_DURATION_S and BENCH_TIMING_RUNS shrink it (npm test runs
// a smoke round: tools/bench/catalogue.smoke.spec.ts).
/* eslint-disable @nx/enforce-module-boundaries -- a tool running the API's own SQL statements */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { Client } from 'pg';
import {
  createFreshDatabase,
  startEmbeddedPostgres,
  type EmbeddedServer,
  type FreshDatabase,
} from '../../libs/server/database/src/index';
import {
  detailStatement,
  listingStatement,
  type ListingPage,
  type SqlStatement,
} from '../../apps/api/src/catalogue/product-listing.query';
import { generateSandboxSecrets, startPaymentSandbox } from '../payment-sandbox';
import { generateProducts } from '../seed/products';

const ROOT = resolve(__dirname, '../..');
const MAIN = join(ROOT, 'dist/apps/api/main.js');
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const CONNECTIONS = 10;
const WARMUP_S = Number(process.env.BENCH_WARMUP_S ?? 3);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const TIMING_RUNS = Number(process.env.BENCH_TIMING_RUNS ?? 50);
const SEARCH = 'iphone 15 pro';
const API_LOG_LEVEL = process.env.BENCH_API_LOG_LEVEL ?? 'warn';
const API_NODE_ENV = 'development';

const log = (line = '') => console.log(line);

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

async function waitFor(url: string, child: ChildProcess, what: string, timeoutMs = 120_000): Promise<void> {
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

function stopProcess(child: ChildProcess | undefined): Promise<void> {
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

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

interface Measured {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
}

interface Run {
  requests: number;
  seconds: number;
  latencies: number[];
  non2xx: number;
  errors: number;
}

/** One autocannon run; latencies are kept per response because autocannon reports no p95. */
async function load(baseUrl: string, paths: string[], seconds: number): Promise<Run> {
  let next = 0;
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((done, fail) => {
    const instance = autocannon(
      {
        url: baseUrl,
        connections: CONNECTIONS,
        duration: seconds,
        requests: [
          { method: 'GET', setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) },
        ],
      },
      (error: unknown, finished: autocannon.Result) => (error ? fail(error) : done(finished)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  return {
    requests: result.requests.total,
    seconds: result.duration || seconds,
    latencies,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** Several runs as one: requests per second over all of them, percentiles over every response. */
function combine(runs: Run[]): Measured {
  const latencies = runs.flatMap((r) => r.latencies).sort((a, b) => a - b);
  return {
    rps: runs.reduce((sum, r) => sum + r.requests, 0) / runs.reduce((sum, r) => sum + r.seconds, 0),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    requests: runs.reduce((sum, r) => sum + r.requests, 0),
    non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
  };
}

/** The same JSON from both servers (apart from the view counter, which each request moves on). */
async function sameAnswers(apiUrl: string, baselineUrl: string, path: string): Promise<boolean> {
  const strip = (value: unknown): unknown =>
    JSON.parse(JSON.stringify(value), (key, v) => (key === 'views' ? undefined : v));
  const [a, b] = await Promise.all(
    [apiUrl, baselineUrl].map(async (base) => (await fetch(`${base}${path}`)).json()),
  );
  return JSON.stringify(strip(a)) === JSON.stringify(strip(b));
}

interface Timing {
  explainP50: number;
  explainP95: number;
  clientP50: number;
  clientP95: number;
}

/** The statement's execution time as PostgreSQL reports it, and the round trip seen by a client. */
async function timeStatement(db: Client, statement: SqlStatement, runs = TIMING_RUNS): Promise<Timing> {
  const explain: number[] = [];
  const client: number[] = [];
  for (let i = 0; i < runs; i++) {
    const { rows } = await db.query(
      `EXPLAIN (ANALYZE, TIMING OFF, FORMAT JSON) ${statement.text}`,
      statement.values,
    );
    explain.push(rows[0]['QUERY PLAN'][0]['Execution Time']);
    const started = process.hrtime.bigint();
    await db.query(statement.text, statement.values);
    client.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  explain.sort((a, b) => a - b);
  client.sort((a, b) => a - b);
  return {
    explainP50: percentile(explain, 50),
    explainP95: percentile(explain, 95),
    clientP50: percentile(client, 50),
    clientP95: percentile(client, 95),
  };
}

const ms = (n: number) => `${n.toFixed(2)} ms`;
const int = (n: number) => Math.round(n).toLocaleString('en-US');

async function main(): Promise<void> {
  const cleanups: Array<() => Promise<void>> = [];
  let cleaning = false;
  const cleanUp = async () => {
    if (cleaning) return;
    cleaning = true;
    for (const step of cleanups.reverse())
      await step().catch((error: unknown) => console.error('Clean-up step failed:', error));
  };
  const interrupted = () => void cleanUp().then(() => process.exit(130));
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);

  try {
    if (!existsSync(MAIN)) {
      log(`${MAIN} is missing: building the API`);
      const build = spawnSync('npx', ['nx', 'run', 'api:build'], { cwd: ROOT, stdio: 'inherit' });
      if (build.status !== 0) throw new Error('the API build failed');
    }

    // The database: a fresh one on DATABASE_URL's server, or on a throw-away embedded server.
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
    const database: FreshDatabase = await createFreshDatabase(serverUrl, 'phonehub_bench');
    cleanups.push(() => database.drop());

    // The API: migrations run at start-up; no demo data. Its payments go to the local sandbox, with
    // keys made up for this run only; the catalogue never calls it.
    const apiPort = await freePort();
    const sandbox = await startPaymentSandbox({
      port: 0,
      host: '127.0.0.1',
      webhookUrl: `http://127.0.0.1:${apiPort}/api/payments/webhook`,
      // Fresh secrets every run (never constants), handed to the API below, as npm start does.
      ...generateSandboxSecrets(),
    });
    cleanups.push(() => sandbox.close());
    const api = spawn(process.execPath, ['--enable-source-maps', MAIN], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: API_NODE_ENV,
        DATABASE_URL: database.url,
        PORT: String(apiPort),
        HOST: '127.0.0.1',
        SEED_DEMO_DATA: 'false',
        LOG_LEVEL: API_LOG_LEVEL,
        JWT_SECRET: randomBytes(32).toString('hex'),
        ADMIN_USERNAME: 'bench-admin',
        ADMIN_PASSWORD: randomBytes(16).toString('hex'),
        REDIS_URL: '',
        STRIPE_SECRET_KEY: '',
        STRIPE_WEBHOOK_SECRET: '',
        PAYMENT_SANDBOX_URL: sandbox.url,
        PAYMENT_SANDBOX_SECRET_KEY: sandbox.secretKey,
        PAYMENT_SANDBOX_WEBHOOK_SECRET: sandbox.webhookSecret,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    cleanups.push(() => stopProcess(api));
    const apiUrl = `http://127.0.0.1:${apiPort}`;
    await waitFor(`${apiUrl}/api/health`, api, 'The API');

    const db = new Client({ connectionString: database.url });
    await db.connect();
    cleanups.push(() => db.end());
    const [{ server_version: pgVersion }] = (await db.query('SHOW server_version')).rows;
    log(`Loading ${int(PRODUCTS)} products…`);
    const generated = await generateProducts(db, { count: PRODUCTS, log });
    log(`Loaded in ${(generated.ms / 1000).toFixed(1)} s`);
    // Flush the load's WAL now, rather than in a checkpoint halfway through somebody's measurement.
    await db.query('CHECKPOINT').catch(() => log('(CHECKPOINT needs more privileges; skipped)'));

    const baselinePort = await freePort();
    const baseline = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'tools/bench/baseline.ts')], {
      cwd: ROOT,
      env: {
        ...process.env,
        DATABASE_URL: database.url,
        PORT: String(baselinePort),
        TSX_TSCONFIG_PATH: join(ROOT, 'tools/tsconfig.json'),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    cleanups.push(() => stopProcess(baseline));
    const baselineUrl = `http://127.0.0.1:${baselinePort}`;
    await waitFor(`${baselineUrl}/health`, baseline, 'The baseline');

    // Product pages: a spread of buyable products, so the view counter's writes do not queue on one row.
    const { rows: picked } = await db.query<{ id: string }>(
      `SELECT p.id FROM products p WHERE p.is_active AND NOT EXISTS
         (SELECT 1 FROM users s WHERE s.id = p.seller_id AND s.is_suspended)
       ORDER BY md5(p.id::text) LIMIT 500`,
    );
    const endpoints: Array<{ label: string; paths: string[] }> = [
      {
        label: `GET /api/products?search=${SEARCH}`,
        paths: [`/api/products?search=${encodeURIComponent(SEARCH)}`],
      },
      {
        label: 'GET /api/products?category=Smartphones&sort=-price&page=3',
        paths: ['/api/products?category=Smartphones&sort=-price&page=3'],
      },
      {
        label: 'GET /api/products/{id} (500 products in turn)',
        paths: picked.map((r) => `/api/products/${r.id}`),
      },
    ];

    for (const endpoint of endpoints) {
      const same = await sameAnswers(apiUrl, baselineUrl, endpoint.paths[0]);
      if (!same) throw new Error(`The API and the baseline answer ${endpoint.paths[0]} differently`);
    }

    log();
    log(
      `PhoneHub catalogue benchmark: ${int(PRODUCTS)} products, PostgreSQL ${pgVersion}, Node ${process.version}, ${cpus().length} CPUs`,
    );
    log(
      `autocannon: ${CONNECTIONS} connections; per endpoint and server a ${WARMUP_S} s warm-up, then two ${DURATION_S} s runs in the order API, baseline, baseline, API`,
    );
    log(
      `API: dist/apps/api/main.js, NODE_ENV=${API_NODE_ENV} (payment sandbox, no demo data), LOG_LEVEL=${API_LOG_LEVEL}; baseline: Fastify + pg, same SQL, same JSON (checked)`,
    );
    log();
    const header = `${'endpoint'.padEnd(58)} ${'server'.padEnd(9)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'non-2xx'.padStart(8)}`;
    log(header);
    log('-'.repeat(header.length));
    const ratios: string[] = [];
    for (const endpoint of endpoints) {
      // A-B-B-A: each server measured twice, once early and once late, so drift (autovacuum, the
      // view counter's dead rows, caches warming) weighs on both alike.
      const runs: Record<'API' | 'baseline', Run[]> = { API: [], baseline: [] };
      for (const name of ['API', 'baseline', 'baseline', 'API'] as const) {
        const base = name === 'API' ? apiUrl : baselineUrl;
        if (runs[name].length === 0) await load(base, endpoint.paths, WARMUP_S);
        runs[name].push(await load(base, endpoint.paths, DURATION_S));
      }
      const results = { API: combine(runs.API), baseline: combine(runs.baseline) };
      for (const name of ['API', 'baseline'] as const) {
        const r = results[name];
        log(
          `${(name === 'API' ? endpoint.label : '').padEnd(58)} ${name.padEnd(9)} ${int(r.rps).padStart(8)} ${r.p50.toFixed(1).padStart(8)} ${r.p95.toFixed(1).padStart(8)} ${r.p99.toFixed(1).padStart(8)} ${String(r.non2xx + r.errors).padStart(8)}`,
        );
      }
      const ratio = results.API.rps / results.baseline.rps;
      log(`${''.padEnd(58)} ${'API/base'.padEnd(9)} ${`${ratio.toFixed(2)}x`.padStart(8)}`);
      ratios.push(`${endpoint.label}: ${ratio.toFixed(2)}x`);
    }

    log();
    log(
      `Statement times in the database (${TIMING_RUNS} runs each, no load; EXPLAIN ANALYZE execution time / client round trip):`,
    );
    const page = (p: Partial<ListingPage>): ListingPage => ({
      filters: {},
      mode: 'none',
      limit: 12,
      offset: 0,
      ...p,
    });
    const timings: Array<[string, SqlStatement]> = [
      [
        `search "${SEARCH}" (the benchmarked one)`,
        listingStatement(page({ filters: { search: SEARCH }, mode: 'fulltext' })),
      ],
      [
        'search "galaxy" (a quarter of the catalogue)',
        listingStatement(page({ filters: { search: 'galaxy' }, mode: 'fulltext' })),
      ],
      ['typo fallback "iphnoe"', listingStatement(page({ filters: { search: 'iphnoe' }, mode: 'trigram' }))],
      [
        'category Smartphones, -price, page 3',
        listingStatement(page({ filters: { category: 'smartphones' }, sort: '-price', offset: 24 })),
      ],
      ['whole catalogue, newest first', listingStatement(page({}))],
      ['product page (view counted)', detailStatement(picked[0].id)],
    ];
    for (const [label, statement] of timings) {
      const t = await timeStatement(db, statement);
      log(
        `  ${label.padEnd(46)} p50 ${ms(t.explainP50).padStart(9)}  p95 ${ms(t.explainP95).padStart(9)}  |  round trip p50 ${ms(t.clientP50).padStart(9)}  p95 ${ms(t.clientP95).padStart(9)}`,
      );
    }
    log();
    log(`Throughput, API / baseline: ${ratios.join('; ')}`);
  } finally {
    await cleanUp();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
