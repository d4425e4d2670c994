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
        BENCH_WARMUP_S: '1',
        BENCH_DURATION_S: '1',
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

it('npm run bench completes a short round on 3,000 products and prints its table', async () => {
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
  expect(output).toMatch(/^Statement times in the database \(3 runs each/m);
  expect(output).toMatch(/^Throughput, API \/ baseline: /m);
  process.stdout.write(`${output.slice(output.indexOf('PhoneHub catalogue benchmark'))}\n`);
});
