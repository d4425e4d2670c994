// `npm run lighthouse`: builds the product (LIGHTHOUSE_SKIP_BUILD=1 skips it), starts it on its own
// ports with demo data, and runs Lighthouse's mobile preset in Debian's Chromium on the shopping pages,
// three runs each. Prints the median run per page: scores, LCP, TBT, CLS, the JavaScript transferred
// and whether anything came from the seller or admin remote. A benchmark: it prints, it never fails
// on a figure. Hold the machine's lock when other builds may run: flock /tmp/phonehub-pw.lock npm run lighthouse
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import type { Result as LighthouseResult } from 'lighthouse';
import { ROOT } from './stack';
import { buildApps, pageLabel, startShoppingPagesStack } from './shopping-pages-stack';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

interface Row {
  page: string;
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsBytes: number;
  jsFiles: number;
  remoteFiles: string[];
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

function rowOf(page: string, lhr: LighthouseResult, remoteOrigins: string[]): Row {
  const items = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ??
    []) as NetworkItem[];
  const scripts = items.filter((item) => item.resourceType === 'Script');
  return {
    page,
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    jsBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    jsFiles: scripts.length,
    remoteFiles: items
      .map((item) => item.url)
      .filter((url) => remoteOrigins.some((origin) => url.startsWith(origin))),
  };
}

function table(rows: Row[]): string {
  const lines = [
    '| page | Performance | LCP | TBT | CLS | JS transferred (compressed) | seller/admin files fetched |',
    '|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.page} | ${r.performance} | ${(r.lcpMs / 1000).toFixed(2)} s | ${Math.round(r.tbtMs)} ms | ${r.cls.toFixed(3)} | ` +
        `${(r.jsBytes / 1024).toFixed(1)} KB in ${r.jsFiles} files | ${r.remoteFiles.length ? r.remoteFiles.join(', ') : 'none'} |`,
    ),
  ];
  return lines.join('\n');
}

async function main() {
  if (process.env.LIGHTHOUSE_SKIP_BUILD !== '1') buildApps();
  const stack = await startShoppingPagesStack('lighthouse');

  try {
    const origin = stack.config.origins.storefront;
    const remoteOrigins = [stack.config.origins.seller, stack.config.origins.admin];
    const { pages } = stack;

    const rows: Row[] = [];
    for (const page of pages) {
      const runs: LighthouseResult[] = [];
      for (let i = 0; i < RUNS; i++) {
        // A run that fails or hangs (a busy machine) is reported and left out of the median.
        try {
          const lhr = await runLighthouse(`${origin}${page}`);
          if (lhr.runtimeError) throw new Error(lhr.runtimeError.message);
          runs.push(lhr);
        } catch (error) {
          console.log(`${page}: run ${i + 1} failed: ${(error as Error).message.split('\n')[0]}`);
        }
      }
      if (runs.length === 0) continue;
      const median = computeMedianRun(runs);
      const row = rowOf(pageLabel(page), median, remoteOrigins);
      rows.push(row);
      console.log(
        `${row.page}: ${runs.map((run) => Math.round((run.categories.performance?.score ?? 0) * 100)).join(', ')} (median ${row.performance})`,
      );
    }
    console.log(
      `\nLighthouse ${lighthouseVersion()} mobile preset, median of ${RUNS} runs, Chromium at ${CHROME_PATH}, ${new Date().toISOString()}\n`,
    );
    console.log(table(rows));
  } finally {
    await stack.stop();
  }
}

/**
 * Lighthouse's own CLI in plain Node: under tsx its functions that run in the page carry esbuild's
 * name helper, which the page does not have (`__name is not defined`).
 */
async function runLighthouse(url: string): Promise<LighthouseResult> {
  const cli = join(ROOT, 'node_modules/lighthouse/cli/index.js');
  const args = [
    cli,
    url,
    '--chrome-flags=--headless=new --no-sandbox --disable-dev-shm-usage',
    '--output=json',
    '--output-path=stdout',
    '--only-categories=performance',
    '--quiet',
    '--max-wait-for-load=45000',
  ];
  // Asynchronously: the servers under test run in this process and must keep answering.
  const { stdout: json } = await promisify(execFile)(process.execPath, args, {
    cwd: ROOT,
    maxBuffer: 256 * 1024 * 1024,
    encoding: 'utf8',
    timeout: 180_000,
    killSignal: 'SIGKILL',
    env: { ...process.env, CHROME_PATH },
  });
  return JSON.parse(json) as LighthouseResult;
}

function lighthouseVersion(): string {
  return (
    JSON.parse(readFileSync(join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
