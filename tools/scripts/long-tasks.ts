// The main thread's long tasks on the first load of the five shopping pages (issue 17's TBT), from a
// Chromium performance trace with the CPU slowed 4x, as Lighthouse's mobile preset does. Less noisy
// than Lighthouse's own figure, and it names what each long task ran. A benchmark: it prints, it
// never fails on a figure.
//
//   flock /tmp/phonehub-pw.lock npx tsx tools/scripts/long-tasks.ts [label=dir …]
//
// Without arguments it measures the storefront built in dist/apps/storefront (LONG_TASKS_BUILD=1
// builds first). Each `label=dir` serves another copy of a storefront build (a baseline copied
// aside before a change) beside it, on the next port, against the same API; the runs of the
// builds are interleaved so that the machine's load falls on all alike.
import type { FastifyInstance } from 'fastify';
import { chromium, type Browser } from 'playwright-core';
import { resolve } from 'node:path';
import { serveApp, type StackConfig } from './stack';
import { buildApps, pageLabel, startShoppingPagesStack } from './shopping-pages-stack';
import { OFFLINE_CHROMIUM_ARGS } from './offline-chromium';

const RUNS = Number(process.env.LONG_TASKS_RUNS ?? 3);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CPU_SLOWDOWN = 4;
/** Lighthouse's mobile screen (a Moto G Power). */
const VIEWPORT = { width: 412, height: 823 };
/** A task past this blocks input; what exceeds it is its blocking time. */
const LONG_TASK_MS = 50;
/** After the network is idle the page is watched this much longer for late work (timers, idle callbacks). */
const SETTLE_MS = 3000;

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: Record<string, unknown> };
}

interface LongTask {
  startMs: number;
  durationMs: number;
  /** The biggest pieces of work inside it (scripts evaluated, functions called, layouts). */
  parts: string[];
}

interface Measurement {
  fcpMs: number;
  tasks: LongTask[];
  /** Σ (duration − 50 ms) of the long tasks from the first contentful paint on, as TBT counts them. */
  blockingMs: number;
}

interface Build {
  label: string;
  origin: string;
}

const scriptName = (url: unknown) => (typeof url === 'string' ? url.replace(/^https?:\/\/[^/]+\//, '') : '?');

function describe(event: TraceEvent): string {
  const data = event.args?.data ?? {};
  if (event.name === 'EvaluateScript' || event.name === 'v8.compile')
    return `${event.name} ${scriptName(data.url)}`;
  if (event.name === 'FunctionCall')
    return `FunctionCall ${data.functionName || 'anonymous'} (${scriptName(data.url)})`;
  return event.name;
}

/** The long tasks of the page's renderer main thread, from its trace. */
function analyse(events: TraceEvent[]): Measurement {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) throw new Error('the trace has no first contentful paint');
  const main = events.filter((e) => e.pid === fcp.pid && e.tid === fcp.tid);
  const navigation = main.find((e) => e.name === 'navigationStart') ?? fcp;
  const origin = navigation.ts;
  const tasks: LongTask[] = [];
  let lastEnd = 0;
  const runTasks = main
    .filter((e) => e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask'))
    .sort((a, b) => a.ts - b.ts);
  const details = main.filter(
    (e) =>
      e.ph === 'X' &&
      [
        'EvaluateScript',
        'v8.compile',
        'FunctionCall',
        'Layout',
        'UpdateLayoutTree',
        'ParseHTML',
        'Paint',
        'MajorGC',
        'MinorGC',
      ].includes(e.name),
  );
  for (const task of runTasks) {
    const end = task.ts + (task.dur ?? 0);
    // A nested run loop's task lies inside its parent: counted once, as the parent.
    if (task.ts < lastEnd || task.ts < origin) continue;
    lastEnd = end;
    const durationMs = (task.dur ?? 0) / 1000;
    if (durationMs <= LONG_TASK_MS) continue;
    const parts = details
      .filter((e) => e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end && (e.dur ?? 0) >= 5000)
      .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
      .slice(0, 3)
      .map((e) => `${describe(e)} ${Math.round((e.dur ?? 0) / 1000)}`);
    tasks.push({ startMs: (task.ts - origin) / 1000, durationMs, parts });
  }
  const fcpMs = (fcp.ts - origin) / 1000;
  const blockingMs = tasks
    .filter((t) => t.startMs + t.durationMs > fcpMs)
    .reduce((sum, t) => sum + t.durationMs - LONG_TASK_MS, 0);
  return { fcpMs, tasks, blockingMs };
}

async function measure(browser: Browser, url: string): Promise<Measurement> {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await browser.startTracing(page, {
      categories: [
        'toplevel',
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'loading',
        'v8.execute',
        'blink.user_timing',
      ],
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(SETTLE_MS);
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    return analyse(trace.traceEvents);
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function serveCopies(
  config: StackConfig,
  copies: string[],
): Promise<{ builds: Build[]; servers: FastifyInstance[] }> {
  const builds: Build[] = [];
  const servers: FastifyInstance[] = [];
  for (const [index, arg] of copies.entries()) {
    const [label, dir] = arg.includes('=')
      ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
      : [arg, arg];
    const port = config.ports.storefront + 10 + index;
    const origin = `http://${config.host}:${port}`;
    const copy: StackConfig = {
      ...config,
      ports: { ...config.ports, storefront: port },
      origins: { ...config.origins, storefront: origin },
    };
    servers.push(await serveApp('storefront', copy, { root: resolve(dir) }));
    builds.push({ label, origin });
  }
  return { builds, servers };
}

async function main() {
  if (process.env.LONG_TASKS_BUILD === '1') buildApps();
  const stack = await startShoppingPagesStack('long-tasks');
  let servers: FastifyInstance[] = [];
  let browser: Browser | undefined;
  try {
    const copies = await serveCopies(stack.config, process.argv.slice(2));
    servers = copies.servers;
    const builds: Build[] = [
      ...copies.builds,
      { label: 'dist/apps/storefront', origin: stack.config.origins.storefront },
    ];
    browser = await chromium.launch({
      executablePath: CHROME_PATH,
      args: OFFLINE_CHROMIUM_ARGS,
    });
    const lines = [
      '| page | build | long tasks (median) | blocking after FCP, runs | blocking (median) | longest task (median) |',
      '|---|---|---|---|---|---|',
    ];
    for (const page of stack.pages) {
      const results = new Map<string, Measurement[]>(builds.map((b) => [b.label, []]));
      for (let run = 0; run < RUNS; run++) {
        for (const build of builds) {
          try {
            results.get(build.label)?.push(await measure(browser, `${build.origin}${page}`));
          } catch (error) {
            console.log(
              `${build.label} ${page}: run ${run + 1} failed: ${(error as Error).message.split('\n')[0]}`,
            );
          }
        }
      }
      for (const build of builds) {
        const runs = results.get(build.label) ?? [];
        if (runs.length === 0) continue;
        const typical = runs.find((r) => r.blockingMs === median(runs.map((m) => m.blockingMs))) ?? runs[0];
        console.log(
          `\n${pageLabel(page)} — ${build.label}: the median run's long tasks (ms from navigation; ms)`,
        );
        for (const task of typical.tasks)
          console.log(
            `  at ${Math.round(task.startMs)}: ${Math.round(task.durationMs)}  ${task.parts.join(' · ')}`,
          );
        lines.push(
          `| ${pageLabel(page)} | ${build.label} | ${median(runs.map((r) => r.tasks.length))} | ` +
            `${runs.map((r) => Math.round(r.blockingMs)).join(', ')} | ${Math.round(median(runs.map((r) => r.blockingMs)))} ms | ` +
            `${Math.round(median(runs.map((r) => Math.max(0, ...r.tasks.map((t) => t.durationMs)))))} ms |`,
        );
      }
    }
    console.log(
      `\nLong tasks (> ${LONG_TASK_MS} ms) on first load, CPU ${CPU_SLOWDOWN}x slower, ${RUNS} runs, ${CHROME_PATH}, ${new Date().toISOString()}\n`,
    );
    console.log(lines.join('\n'));
  } finally {
    await browser?.close();
    await Promise.all(servers.map((s) => s.close()));
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
