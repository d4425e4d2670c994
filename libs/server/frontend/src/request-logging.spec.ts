import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFrontendServer, type FrontendServerOptions } from './frontend-server';

describe("the frontend server's log", () => {
  let root: string;
  let api: FastifyInstance;
  let apiUrl: string;
  let front: FastifyInstance | undefined;
  let lines: Array<Record<string, unknown>>;

  beforeAll(async () => {
    api = Fastify();
    // Says which request id it was given.
    api.get('/api/echo', async (request) => ({ requestId: request.headers['x-request-id'] ?? null }));
    await api.listen({ port: 0, host: '127.0.0.1' });
    apiUrl = `http://127.0.0.1:${(api.server.address() as { port: number }).port}`;
  });
  afterAll(() => api.close());

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'frontend-log-'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>x</title>');
    lines = [];
  });
  afterEach(async () => {
    await front?.close();
    front = undefined;
    rmSync(root, { recursive: true, force: true });
  });

  const start = async (more: Partial<FrontendServerOptions> = {}) =>
    (front = await createFrontendServer({
      root,
      apiUrl,
      trustProxy: false,
      codeOrigins: ['http://localhost:4200'],
      runtimeConfig: {},
      logger: { stream: { write: (line) => void lines.push(JSON.parse(line)) } },
      ...more,
    }));

  it('writes one JSON line per request: method, path without its query, route, status, duration, request id', async () => {
    const server = await start();
    await server.inject({ method: 'GET', url: '/reset-password?token=secret-token' });
    await server.inject({ method: 'GET', url: '/missing.js' });
    expect(lines).toEqual([
      {
        level: 30,
        time: expect.any(Number),
        pid: expect.any(Number),
        hostname: expect.any(String),
        requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        method: 'GET',
        path: '/reset-password',
        status: 200,
        durationMs: expect.any(Number),
        msg: 'request completed',
      },
      expect.objectContaining({ level: 40, path: '/missing.js', status: 404, msg: 'request completed' }),
    ]);
    expect(JSON.stringify(lines)).not.toContain('secret-token');
  });

  it("keeps a caller's request id and hands it to the API, so both servers' lines share it", async () => {
    const server = await start();
    const kept = await server.inject({
      method: 'GET',
      url: '/api/echo',
      headers: { 'x-request-id': 'lb-1234' },
    });
    expect(kept.json()).toEqual({ requestId: 'lb-1234' });
    expect(lines).toContainEqual(
      expect.objectContaining({ requestId: 'lb-1234', route: '/api/*', path: '/api/echo', status: 200 }),
    );
    // Not an id (spaces, too long): a new one is made.
    const replaced = await server.inject({
      method: 'GET',
      url: '/api/echo',
      headers: { 'x-request-id': 'not an id' },
    });
    const { requestId } = replaced.json() as { requestId: string };
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines.at(-1)).toMatchObject({ requestId });
  });

  it('logs a page that failed to render as an error, with the error', async () => {
    const server = await start({
      renderPage: () => {
        throw new Error('renderer exploded');
      },
    });
    const res = await server.inject({ method: 'GET', url: '/product/1' });
    expect(res.statusCode).toBe(500);
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 50,
        err: expect.objectContaining({ message: 'renderer exploded', stack: expect.any(String) }),
      }),
    );
    expect(lines).toContainEqual(expect.objectContaining({ level: 50, path: '/product/1', status: 500 }));
  });
});
