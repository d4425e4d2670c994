// `npm run bench` at its smallest, so it cannot stop starting unnoticed: a few thousand products,
// one short round, and the table it prints. It asserts that the run completes, never how fast.
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '../..');

function runBench(): Promise<{ code: number | null; output: string }> {
  return new Promise((done, fail) => {
    const child = spawn(join(ROOT, 'node_modules/.bin/tsx'), [join(ROOT, 'tools/bench/catalogue.ts')], {
      cwd: ROOT,
      // DATABASE_URL passes through: on CI the bench's throw-away database lives on that server.
      env: {
        ...process.env,
        BENCH_PRODUCTS: '3000',
        BENCH_ORDERS: '3000',
        BENCH_WARMUP_S: '1',
        BENCH_DURATION_S: '1',
        BENCH_ROUNDS: '2',
        BENCH_TIMING_RUNS: '3',
        FORCE_COLOR: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', fail);
    child.once('close', (code) => done({ code, output }));
  });
}

it('npm run bench completes a short round on 3,000 products and 3,000 orders and prints its tables', async () => {
  const { code, output } = await runBench();
  // On failure the bench's own output says why.
  if (code !== 0) throw new Error(`npm run bench exited with ${code}:\n${output}`);
  expect(output).toContain('PhoneHub catalogue benchmark: 3,000 products');
  expect(output).toMatch(/^endpoint +server +req\/s +p50 ms +p95 ms +p99 ms +non-2xx$/m);
  for (const endpoint of [
    'GET /api/products?search=iphone 15 pro',
    'GET /api/products?category=Smartphones&sort=-price&page=3',
    'GET /api/products/{id} (500 products in turn)',
  ]) {
    const row = output.split('\n').find((line) => line.startsWith(endpoint));
    expect(row).toMatch(/ API +[\d,]+ +[\d.]+ +[\d.]+ +[\d.]+ +\d+$/);
  }
  expect(output.match(/^ +baseline +[\d,]+ +[\d.]+ +[\d.]+ +[\d.]+ +\d+$/gm)).toHaveLength(3);
  // The ratio and each round's, then each run's rate in the order run (API, baseline, baseline, API).
  expect(output.match(/API\/base +[\d.]+x +rounds: [\d.]+x, [\d.]+x$/gm)).toHaveLength(3);
  const round = 'API [\\d,]+, baseline [\\d,]+, [\\d,]+, API [\\d,]+';
  expect(output.match(new RegExp(`^ +runs: ${round}; ${round}$`, 'gm'))).toHaveLength(3);
  expect(output).toMatch(/^Statement times in the database \(3 runs each/m);
  expect(output).toMatch(/^Throughput, API \/ baseline: /m);

  // The admin orders list: every case lists the statements captured from the API, each timed.
  expect(output).toMatch(/^Admin orders list \(GET \/api\/admin\/orders\) at 3,000 orders: .*\(3 runs each/m);
  const orders = output.slice(output.indexOf('Admin orders list'));
  for (const label of ['page 1', 'page 150', 'search by email "customer', 'broad search "gmail.com"']) {
    expect(orders).toContain(`\n  ${label}`);
  }
  const timed = / p50 +[\d.]+ ms +p95 +[\d.]+ ms +\| +round trip p50 +[\d.]+ ms +p95 +[\d.]+ ms$/;
  const statementRows = orders.split('\n').filter((line) => timed.test(line));
  expect(statementRows.filter((line) => /^ {4}count of orders /.test(line))).toHaveLength(4);
  expect(statementRows.filter((line) => /^ {4}count of orders ILIKE /.test(line))).toHaveLength(2);
  expect(statementRows.filter((line) => /^ {4}rows of orders .*OFFSET\/LIMIT /.test(line))).toHaveLength(4);
  expect(orders.match(/^ {4}\d+ statements; slowest p95 in the database +[\d.]+ ms$/gm)).toHaveLength(4);
  process.stdout.write(`${output.slice(output.indexOf('PhoneHub catalogue benchmark'))}\n`);
});
