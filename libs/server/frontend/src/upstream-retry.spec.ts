import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApiUpstreams, type ApiUpstreams } from './api-upstreams';
import { createFrontendServer } from './frontend-server';
import { isUnreachable, mayRetryElsewhere } from './upstream-retry';

/** An API instance that answers with its name. */
async function liveApi(name: string) {
  const server = Fastify();
  server.all('/api/who', async (request) => ({ name, method: request.method }));
  await server.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}

/** An address where nothing listens any more (a stopped instance: connection refused). */
async function closedAddress(): Promise<string> {
  const server = await liveApi('gone');
  await server.close();
  return server.url;
}

/** An instance that takes each connection and drops it before any byte of an answer; counts them. */
async function resettingApi() {
  const state = { connections: 0 };
  const server: Server = createServer((socket) => {
    state.connections++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    state,
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Log lines written by the front server, parsed. */
function logLines() {
  const lines: Array<Record<string, unknown>> = [];
  return { lines, stream: { write: (line: string) => void lines.push(JSON.parse(line)) } };
}

describe('retrying an /api request on another instance when the first cannot be reached', () => {
  let root: string;
  let front: FastifyInstance | undefined;
  let upstreams: ApiUpstreams | undefined;
  const closers: Array<() => Promise<unknown>> = [];

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'frontend-retry-'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>x</title>');
  });
  afterEach(async () => {
    upstreams?.stop();
    await front?.close();
    for (const close of closers.splice(0)) await close();
    rmSync(root, { recursive: true, force: true });
  });

  /** The front server over these instances, in this order: the first request goes to the first. */
  async function frontOver(urls: string[]) {
    const log = logLines();
    // A long interval: no health check runs during the test; only the requests mark instances down.
    upstreams = createApiUpstreams(urls, { intervalMs: 3_600_000 });
    front = await createFrontendServer({
      root,
      apiUrl: urls[0],
      apiUpstreams: upstreams,
      trustProxy: false,
      codeOrigins: ['http://localhost:4200'],
      runtimeConfig: {},
      logger: { stream: log.stream },
    });
    return { front, upstreams, log };
  }

  it('answers a GET, HEAD or OPTIONS from the other instance instead of a 502 (connection refused)', async () => {
    const b = await liveApi('b');
    closers.push(b.close);
    for (const method of ['GET', 'HEAD', 'OPTIONS'] as const) {
      const gone = await closedAddress();
      const { front, upstreams, log } = await frontOver([gone, b.url]);
      const res = await front.inject({ method, url: '/api/who' });
      expect({ method, status: res.statusCode }).toEqual({ method, status: 200 });
      if (method !== 'HEAD') expect(res.json()).toEqual({ name: 'b', method });
      expect(upstreams.isUp(gone)).toBe(false);
      expect(log.lines).toContainEqual(
        expect.objectContaining({
          level: 40,
          msg: 'API upstream unreachable, retrying on another',
          upstream: gone,
        }),
      );
      upstreams.stop();
      await front.close();
    }
    front = undefined;
  });

  it('retries when the connection is dropped before any answer, and only once', async () => {
    const a = await resettingApi();
    const b = await resettingApi();
    closers.push(a.close, b.close);
    const { front, log } = await frontOver([a.url, b.url]);
    const res = await front.inject({ method: 'GET', url: '/api/who' });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ code: 'API_UNAVAILABLE' });
    // One attempt on each instance, not more.
    expect([a.state.connections, b.state.connections]).toEqual([1, 1]);
    expect(log.lines.filter((line) => line.msg === 'API upstream failed')).toEqual([
      expect.objectContaining({ level: 50, upstream: b.url, err: expect.any(Object) }),
    ]);
  });

  it('does not retry a POST (it may have been acted on): 502 as before, with an error line', async () => {
    const b = await liveApi('b');
    const gone = await closedAddress();
    closers.push(b.close);
    const { front, log } = await frontOver([gone, b.url]);
    // Over a real connection: with a body, inject's stand-in request is torn down with the upstream's error.
    await front.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(front.server.address() as { port: number }).port}`;
    const post = (body: unknown) =>
      fetch(`${base}/api/who`, {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
      });
    const res = await post({ n: 1 });
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ code: 'API_UNAVAILABLE' });
    expect(log.lines).toContainEqual(
      expect.objectContaining({ level: 50, msg: 'API upstream failed', upstream: gone }),
    );
    expect(log.lines).not.toContainEqual(expect.objectContaining({ retryOn: expect.anything() }));
    // The instance is skipped from then on.
    expect(await (await post({})).json()).toMatchObject({ name: 'b', method: 'POST' });
  });

  it('does not retry with a single API address (there is no other)', async () => {
    const gone = await closedAddress();
    const log = logLines();
    front = await createFrontendServer({
      root,
      apiUrl: gone,
      trustProxy: false,
      codeOrigins: ['http://localhost:4200'],
      runtimeConfig: {},
      logger: { stream: log.stream },
    });
    expect((await front.inject({ method: 'GET', url: '/api/who' })).statusCode).toBe(502);
    expect(log.lines).toContainEqual(
      expect.objectContaining({ level: 50, msg: 'API upstream failed', upstream: gone }),
    );
  });
});

describe('which failures are retried', () => {
  const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
  const wrapped = Object.assign(new Error('proxy failed'), { code: 'FST_REPLY_FROM_X', cause: refused });

  it('unreachable: refused, reset, DNS, connect timeout, also when wrapped; not a slow answer', () => {
    expect(isUnreachable(refused)).toBe(true);
    expect(isUnreachable(wrapped)).toBe(true);
    for (const code of ['ECONNRESET', 'UND_ERR_SOCKET', 'ENOTFOUND', 'EAI_AGAIN', 'UND_ERR_CONNECT_TIMEOUT'])
      expect({ code, retried: isUnreachable({ code }) }).toEqual({ code, retried: true });
    expect(isUnreachable({ code: 'UND_ERR_HEADERS_TIMEOUT' })).toBe(false);
    expect(isUnreachable(new Error('no code'))).toBe(false);
  });

  it('only bodiless GET, HEAD and OPTIONS', () => {
    const request = (method: string, headers: Record<string, string> = {}) => ({ method, headers });
    expect(mayRetryElsewhere(request('GET'), refused)).toBe(true);
    expect(mayRetryElsewhere(request('HEAD'), refused)).toBe(true);
    expect(mayRetryElsewhere(request('OPTIONS', { 'content-length': '0' }), refused)).toBe(true);
    expect(mayRetryElsewhere(request('OPTIONS', { 'content-length': '12' }), refused)).toBe(false);
    expect(mayRetryElsewhere(request('GET', { 'transfer-encoding': 'chunked' }), refused)).toBe(false);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'])
      expect({ method, retried: mayRetryElsewhere(request(method), refused) }).toEqual({
        method,
        retried: false,
      });
  });
});
