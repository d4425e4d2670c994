// `npx tsx tools/bench/observability.ts`: what observability costs the product page, in CPU.
//
// Three processes of the built API (dist/apps/api/main.js; BENCH_API_MAIN points at another build)
// on one fresh database of generated products, beside the payment sandbox as `npm start` runs:
//   baseline   no OTEL_EXPORTER_OTLP_ENDPOINT, no METRICS_PORT; the request id on every log line
//              is always on, so to price it too, BENCH_BASELINE_MAIN names a build without it
//   metrics    the metrics server on METRICS_PORT (the per-route request metrics)
//   observed   that, and tracing exported over OTLP/HTTP to a sink in this process with the
//              default sampler and batching (what production gets; OTEL_TRACES_SAMPLER_ARG etc.
//              set here pass through)
// Each answers GET /api/products/{id} over 500 products in turn (the storefront's product page),
// warmed up first, then BENCH_ROUNDS rounds (3) of BENCH_REQUESTS requests (10,000) in the order
// baseline, metrics, observed, observed, metrics, baseline. The CPU of a run is the server
// process's user + system time from /proc/<pid>/stat before and after it (the load generator's own
// CPU is not in it), per request. It prints numbers and the differences; it passes or fails
// nothing. DATABASE_URL names the PostgreSQL server (else a throw-away embedded one); everything it
// made is removed after. BENCH_NODE_FLAGS adds node flags to the API processes (--cpu-prof).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus } from 'node:os';
import { relative, resolve } from 'node:path';
import { buyableSql } from '@phonehub/server-catalogue';
import autocannon from 'autocannon';
import { Client } from 'pg';
import { generateSandboxSecrets, startPaymentSandbox } from '../payment-sandbox';
import { API_NODE_FLAGS } from '../scripts/api-node-flags';
import { generateProducts } from '../seed/products';
import {
  benchApiEnv,
  cpuMicros,
  freePort,
  freshBenchDatabase,
  randomSecret,
  stopProcess,
  waitFor,
  type Cleanups,
} from './bench-support';

const ROOT = resolve(__dirname, '../..');
const MAIN = resolve(ROOT, process.env.BENCH_API_MAIN ?? 'dist/apps/api/main.js');
/** The baseline's build, when it is another one (an older commit's, to price what is always on). */
const BASELINE_MAIN = resolve(ROOT, process.env.BENCH_BASELINE_MAIN ?? MAIN);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 5_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 10_000);
const WARMUP_REQUESTS = Number(process.env.BENCH_WARMUP_REQUESTS ?? 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 10;
/** More node flags for the API processes (`--cpu-prof --cpu-prof-dir=/tmp/prof` to see where the time goes). */
const EXTRA_NODE_FLAGS = (process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean);

const log = (line = '') => console.log(line);

/** `amount` requests over the paths in turn; the non-2xx answers. */
async function load(baseUrl: string, paths: string[], amount: number): Promise<number> {
  let next = 0;
  const result = await new Promise<autocannon.Result>((done, fail) => {
    autocannon(
      {
        url: baseUrl,
        connections: CONNECTIONS,
        amount,
        requests: [{ method: 'GET', setupRequest: (r) => ({ ...r, path: paths[next++ % paths.length] }) }],
      },
      (error: unknown, finished: autocannon.Result) => (error ? fail(error) : done(finished)),
    );
  });
  return result.non2xx + result.errors + result.timeouts;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main(): Promise<void> {
  const cleanups: Cleanups = [];
  const cleanUp = async () => {
    for (const step of cleanups.reverse())
      await step().catch((e: unknown) => console.error('Clean-up failed:', e));
  };
  process.once('SIGINT', () => void cleanUp().then(() => process.exit(130)));
  try {
    for (const main of new Set([MAIN, BASELINE_MAIN]))
      if (!existsSync(main))
        throw new Error(`${main} is missing: build the API first (npx nx run api:build)`);
    const database = await freshBenchDatabase('phonehub_bench_observability', cleanups);

    // The traces' destination: answers every export at once and keeps nothing (its CPU is not the API's).
    let exports = 0;
    const sink = createServer((req, res) => {
      req.resume().on('end', () => {
        exports++;
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((listening) => sink.listen(0, '127.0.0.1', listening));
    cleanups.push(() => new Promise((closed) => sink.close(closed)));
    const sinkUrl = `http://127.0.0.1:${(sink.address() as AddressInfo).port}`;

    const sandbox = await startPaymentSandbox({ port: 0, host: '127.0.0.1', ...generateSandboxSecrets() });
    cleanups.push(() => sandbox.close());
    const start = async (extraEnv: NodeJS.ProcessEnv, main = MAIN) => {
      const port = await freePort();
      const child = spawn(process.execPath, [...API_NODE_FLAGS, ...EXTRA_NODE_FLAGS, main], {
        cwd: ROOT,
        env: {
          ...benchApiEnv({
            databaseUrl: database.url,
            port,
            sandbox,
            // As production logs: warnings and errors (a product page writes no line).
            logLevel: 'warn',
            adminPassword: randomSecret(16),
          }),
          ...extraEnv,
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      cleanups.push(() => stopProcess(child));
      const url = `http://127.0.0.1:${port}`;
      await waitFor(`${url}/api/health`, child, 'The API');
      return { child, url };
    };
    // One after the other: the first applies the migrations.
    const baseline = await start({ OTEL_EXPORTER_OTLP_ENDPOINT: '', METRICS_PORT: '' }, BASELINE_MAIN);
    const metrics = await start({ OTEL_EXPORTER_OTLP_ENDPOINT: '', METRICS_PORT: String(await freePort()) });
    const metricsPort = await freePort();
    const observed = await start({ OTEL_EXPORTER_OTLP_ENDPOINT: sinkUrl, METRICS_PORT: String(metricsPort) });

    const db = new Client({ connectionString: database.url });
    await db.connect();
    cleanups.push(() => db.end());
    await generateProducts(db, { count: PRODUCTS });
    const { rows } = await db.query<{ id: string }>(
      `SELECT p.id FROM products p WHERE ${buyableSql('p')} ORDER BY md5(p.id::text) LIMIT 500`,
    );
    const paths = rows.map((r) => `/api/products/${r.id}`);

    log(
      `Product page CPU: ${PRODUCTS} products, ${ROUNDS} rounds of ${REQUESTS} requests per server (${CONNECTIONS} connections) after ${WARMUP_REQUESTS} to warm up; Node ${process.version}, ${cpus().length} CPUs; ${relative(ROOT, MAIN)}${BASELINE_MAIN === MAIN ? '' : ` (baseline: ${relative(ROOT, BASELINE_MAIN)})`}`,
    );
    const servers = { baseline, metrics, observed } as const;
    for (const server of Object.values(servers)) await load(server.url, paths, WARMUP_REQUESTS);
    const perRequest: Record<keyof typeof servers, number[]> = { baseline: [], metrics: [], observed: [] };
    let failed = 0;
    for (let round = 0; round < ROUNDS; round++)
      for (const name of ['baseline', 'metrics', 'observed', 'observed', 'metrics', 'baseline'] as const) {
        const { child, url } = servers[name];
        const before = cpuMicros(child.pid as number);
        failed += await load(url, paths, REQUESTS);
        perRequest[name].push((cpuMicros(child.pid as number) - before) / REQUESTS);
      }
    const scrape = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    if (!scrape.ok || !(await scrape.text()).includes('phonehub_http_requests_total'))
      throw new Error('the observed API answered no metrics');
    if (exports === 0) throw new Error('the observed API exported no traces');
    if (failed > 0) throw new Error(`${failed} product page requests failed`);

    const base = median(perRequest.baseline);
    const runs = (values: number[]) => values.map((v) => v.toFixed(0)).join(', ');
    const labels = {
      baseline: 'baseline (no tracing, no metrics)',
      metrics: 'metrics (METRICS_PORT)',
      observed: 'observed (metrics + OTLP traces)',
    };
    for (const name of Object.keys(servers) as Array<keyof typeof servers>) {
      const cpu = median(perRequest[name]);
      const difference =
        name === 'baseline' ? '' : `  ${(((cpu - base) / base) * 100).toFixed(1)} % over the baseline`;
      log(
        `${labels[name].padEnd(36)} ${cpu.toFixed(1).padStart(6)} µs CPU per request${difference}  (runs: ${runs(perRequest[name])})`,
      );
    }
    log(`${exports} OTLP exports received`);
  } finally {
    await cleanUp();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
