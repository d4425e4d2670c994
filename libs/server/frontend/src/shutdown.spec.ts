import Fastify, { type FastifyInstance } from 'fastify';
import { spawn } from 'node:child_process';
import { EventEmitter, once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApiUpstreams } from './api-upstreams';
import { createFrontendServer } from './frontend-server';
import { readFrontendProcessSettings, stopOnSignals, type SignalTarget } from './shutdown';

/** An API whose /api/slow answers only when the test says so; `arrived` resolves once it is asked. */
async function slowApi() {
  const server = Fastify();
  let arrive!: () => void;
  let release!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  server.get('/api/health', async () => ({ status: 'ok' }));
  server.get('/api/fast', async () => ({ fast: true }));
  server.get('/api/slow', async () => {
    arrive();
    await released;
    return { slow: 'done' };
  });
  await server.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(server.server.address() as { port: number }).port}`;
  return { url, arrived, release, close: () => server.close() };
}

describe('stopping a frontend server on SIGTERM', () => {
  let root: string;
  let api: Awaited<ReturnType<typeof slowApi>>;
  let front: FastifyInstance;
  let base: string;
  let signals: EventEmitter & SignalTarget;
  let exited: Promise<number>;
  let exit: (code: number) => void;
  let stopChecks: jest.Mock;

  beforeEach(async () => {
    root = mkdtempSync(join(tmpdir(), 'frontend-stop-'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>x</title>');
    api = await slowApi();
    const upstreams = createApiUpstreams([api.url, api.url], { intervalMs: 3_600_000 });
    stopChecks = jest.fn(() => upstreams.stop());
    front = await createFrontendServer({
      root,
      apiUrl: api.url,
      apiUpstreams: { ...upstreams, stop: stopChecks },
      trustProxy: false,
      codeOrigins: ['http://localhost:4200'],
      runtimeConfig: {},
    });
    await front.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(front.server.address() as { port: number }).port}`;
    signals = new EventEmitter();
    exited = new Promise((resolve) => (exit = resolve));
  });

  afterEach(async () => {
    api.release();
    front.server.closeAllConnections();
    await front.close();
    await api.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('lets the request in flight finish, refuses new connections, stops the health checks and exits 0', async () => {
    // A finished request leaves its connection open (keep-alive): it must not hold the stop up.
    expect((await fetch(`${base}/api/fast`)).status).toBe(200);
    stopOnSignals(front, { graceMs: 600_000, target: signals, exit });
    const inFlight = fetch(`${base}/api/slow`);
    await api.arrived;

    signals.emit('SIGTERM');
    // No new connections: the listening socket is closed at once.
    await expect(fetch(`${base}/`)).rejects.toThrow();

    api.release();
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ slow: 'done' });
    expect(await exited).toBe(0);
    expect(stopChecks).toHaveBeenCalled();
    expect(front.server.listening).toBe(false);
  });

  it('closes a request still running when the grace period ends, then exits 0', async () => {
    stopOnSignals(front, { graceMs: 0, target: signals, exit });
    const inFlight = fetch(`${base}/api/slow`);
    await api.arrived;
    signals.emit('SIGINT');
    await expect(inFlight).rejects.toThrow();
    expect(await exited).toBe(0);
  });

  it('cuts the requests in flight on a second signal', async () => {
    stopOnSignals(front, { graceMs: 600_000, target: signals, exit });
    const inFlight = fetch(`${base}/api/slow`);
    await api.arrived;
    signals.emit('SIGTERM');
    signals.emit('SIGTERM');
    await expect(inFlight).rejects.toThrow();
    expect(await exited).toBe(0);
  });
});

describe('a frontend server process sent SIGTERM', () => {
  /** A process as serve-app.ts starts one: the server, logging, stopping on signals. */
  const CHILD = `
    import { createFrontendServer } from ${JSON.stringify(join(__dirname, 'frontend-server'))};
    import { stopOnSignals } from ${JSON.stringify(join(__dirname, 'shutdown'))};
    (async () => {
      const server = await createFrontendServer({
        root: process.env.ROOT as string, apiUrl: process.env.API_URL as string, trustProxy: false,
        codeOrigins: ['http://localhost:4200'], runtimeConfig: {}, logger: true,
      });
      stopOnSignals(server, { graceMs: 600000 });
      await server.listen({ port: 0, host: '127.0.0.1' });
    })();
  `;

  it('finishes the request in flight, then exits 0', async () => {
    const root = mkdtempSync(join(tmpdir(), 'frontend-process-'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>x</title>');
    const api = await slowApi();
    const child = spawn(process.execPath, [require.resolve('tsx/cli'), '-e', CHILD], {
      env: { ...process.env, ROOT: root, API_URL: api.url },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    // 'close', not 'exit': its output has been read to the end by then.
    const exited = once(child, 'close') as Promise<[number | null, NodeJS.Signals | null]>;
    try {
      const lines: Array<Record<string, unknown>> = [];
      const waiting: Array<{ msg: RegExp; resolve: (line: Record<string, unknown>) => void }> = [];
      /** The first log line whose message matches, already written or still to come. */
      const lineSaying = (msg: RegExp) =>
        new Promise<Record<string, unknown>>((resolve) => {
          const seen = lines.find((line) => msg.test(String(line.msg)));
          if (seen) resolve(seen);
          else waiting.push({ msg, resolve });
        });
      let buffered = '';
      child.stdout.on('data', (chunk: Buffer) => {
        buffered += chunk.toString();
        const complete = buffered.split('\n');
        buffered = complete.pop() ?? '';
        for (const text of complete) {
          const line = JSON.parse(text) as Record<string, unknown>;
          lines.push(line);
          for (const waiter of waiting) if (waiter.msg.test(String(line.msg))) waiter.resolve(line);
        }
      });
      const listening = await Promise.race([
        lineSaying(/^Server listening at/),
        exited.then(() => Promise.reject(new Error('the server process exited'))),
      ]);
      const base = String(listening.msg).replace('Server listening at ', '');
      const inFlight = fetch(`${base}/api/slow`);
      await api.arrived;
      child.kill('SIGTERM');
      await lineSaying(/^stopping: draining requests in flight$/);
      api.release();
      const res = await inFlight;
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ slow: 'done' });
      expect(await exited).toEqual([0, null]);
      expect(lines).toContainEqual(expect.objectContaining({ path: '/api/slow', status: 200 }));
      expect(lines).toContainEqual(expect.objectContaining({ msg: 'stopped' }));
    } finally {
      child.kill('SIGKILL');
      api.release();
      await api.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe("the frontend process's settings", () => {
  it('defaults to a 10 s grace and the info level, and refuses what it cannot use', () => {
    expect(readFrontendProcessSettings({})).toEqual({ shutdownGraceMs: 10_000, logLevel: 'info' });
    expect(readFrontendProcessSettings({ FRONTEND_SHUTDOWN_GRACE_MS: '2500', LOG_LEVEL: 'warn' })).toEqual({
      shutdownGraceMs: 2500,
      logLevel: 'warn',
    });
    expect(() => readFrontendProcessSettings({ FRONTEND_SHUTDOWN_GRACE_MS: '10s' })).toThrow(
      "FRONTEND_SHUTDOWN_GRACE_MS must be milliseconds from 0 to 600000, got '10s'",
    );
    expect(() => readFrontendProcessSettings({ LOG_LEVEL: 'loud' })).toThrow(/^LOG_LEVEL must be one of/);
  });
});
