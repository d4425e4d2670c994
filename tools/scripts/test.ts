// `npm test`: the whole suite, cheapest checks first. Lint, type checks, unit and integration
// tests and production builds of every project (nx, cached), then the deploy images started from
// their Dockerfiles, then a smoke run of the catalogue benchmark, then the API end-to-end tests over
// HTTP against a fresh PostgreSQL database, then the
// two-instance cluster suite (real processes and signals), then the browser tests against the composed apps.
// DATABASE_URL names the PostgreSQL server to create the test databases on; without it each
// suite starts an embedded one.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './stack';

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}
const total: Counts = { passed: 0, failed: 0, skipped: 0 };

/** Runs a command, echoing its output, and adds up jest's "Tests:" lines from it. */
function run(label: string, command: string, args: string[]): Promise<boolean> {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0' },
    });
    // jest run directly prints its summary on stderr; under nx it arrives on stdout.
    countTests(child.stdout, process.stdout);
    countTests(child.stderr, process.stderr);
    child.on('close', (code) => resolve(code === 0));
  });
}

function countTests(from: NodeJS.ReadableStream, echo: NodeJS.WritableStream): void {
  let buffer = '';
  from.on('data', (chunk: Buffer) => {
    echo.write(chunk);
    buffer += chunk.toString();
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    for (const raw of lines) {
      const line = raw.replace(/\x1b\[[0-9;]*m/g, '');
      const m = /\bTests:\s+(.*?)\b(\d+) total/.exec(line);
      if (!m) continue;
      for (const [, n, kind] of m[1].matchAll(/(\d+) (passed|failed|skipped|todo)/g)) {
        if (kind === 'passed' || kind === 'failed' || kind === 'skipped') total[kind] += Number(n);
      }
    }
  });
}

function browserCounts(): Counts | undefined {
  try {
    const report = JSON.parse(readFileSync(join(ROOT, 'tmp/test-results/browser.json'), 'utf8'));
    const s = report.stats ?? {};
    return { passed: (s.expected ?? 0) + (s.flaky ?? 0), failed: s.unexpected ?? 0, skipped: s.skipped ?? 0 };
  } catch {
    return undefined;
  }
}

async function main() {
  rmSync(join(ROOT, 'tmp/test-results'), { recursive: true, force: true });
  mkdirSync(join(ROOT, 'tmp/test-results'), { recursive: true });
  const nx = join(ROOT, 'node_modules/.bin/nx');
  const steps: Array<[string, string, string[]]> = [
    // The house format (.prettierrc: 110 columns), checked before anything is built.
    ['formatting', join(ROOT, 'node_modules/.bin/prettier'), ['--check', '.', '--log-level', 'warn']],
    [
      'lint, types, unit tests, builds',
      nx,
      ['run-many', '-t', 'lint', 'typecheck', 'test', 'build', '--outputStyle=stream'],
    ],
    // Each deploy image laid out from its Dockerfile's COPY lines and started (needs the builds): about a minute.
    [
      'deploy images',
      join(ROOT, 'node_modules/.bin/jest'),
      ['-c', 'tools/scripts/deploy-images.jest.config.cjs', '--runInBand'],
    ],
    // The benchmark at its smallest (uses the API just built), so `npm run bench` cannot rot unseen.
    [
      'catalogue benchmark, smoke run',
      join(ROOT, 'node_modules/.bin/jest'),
      ['-c', 'tools/bench/jest.smoke.config.cjs'],
    ],
    ['API end-to-end tests', nx, ['run', 'api:e2e', '--outputStyle=stream']],
    // Two API instances as real processes (PostgreSQL, redis-server, the balancing storefront server): about a minute.
    [
      'cluster tests',
      join(ROOT, 'node_modules/.bin/jest'),
      ['-c', 'tools/cluster-e2e/jest.config.cjs', '--runInBand'],
    ],
    ['browser tests', nx, ['run', 'tools:e2e', '--outputStyle=stream']],
  ];
  const failedSteps: string[] = [];
  for (const [label, command, args] of steps) {
    if (!(await run(label, command, args))) failedSteps.push(label);
  }
  const browser = browserCounts();
  if (browser) {
    total.passed += browser.passed;
    total.failed += browser.failed;
    total.skipped += browser.skipped;
  }
  console.log('');
  if (failedSteps.length) console.log(`Failed steps: ${failedSteps.join('; ')}`);
  console.log(`Total: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
  process.exit(failedSteps.length ? 1 : 0);
}

main();
