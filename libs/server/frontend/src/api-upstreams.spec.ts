import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApiUpstreams, type ApiUpstreams } from './api-upstreams';
import { createFrontendServer } from './frontend-server';

/** A stand-in API instance: names itself in every answer; its health can be made to say "draining". */
async function fakeApi(name: string) {
  const state = { draining: false };
  const server = Fastify();
  server.get('/api/health', async (_request, reply) =>
    reply.code(state.draining ? 503 : 200).send({ status: state.draining ? 'error' : 'ok' }),
  );
  server.all('/api/who', async (request, reply) => {
    if (state.draining) reply.header('x-phonehub-draining', '1').header('connection', 'close');
    return { name, body: request.body ?? null };
  });
  await server.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.server.address() as { port: number };
  return { server, state, url: `http://127.0.0.1:${port}` };
}

describe('the frontend server balancing /api over several API instances', () => {
  let root: string;
  let a: Awaited<ReturnType<typeof fakeApi>>;
  let b: Awaited<ReturnType<typeof fakeApi>>;
  let upstreams: ApiUpstreams;
  let front: FastifyInstance;

  beforeEach(async () => {
    root = mkdtempSync(join(tmpdir(), 'frontend-'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>x</title>');
    a = await fakeApi('a');
    b = await fakeApi('b');
    // A long interval: the test checks when it wants to (checkNow), no timing involved.
    upstreams = createApiUpstreams([a.url, b.url], { intervalMs: 3_600_000 });
    front = await createFrontendServer({
      root,
      apiUrl: a.url,
      apiUpstreams: upstreams,
      trustProxy: false,
      codeOrigins: ['http://localhost:4200'],
      runtimeConfig: {},
    });
  });

  afterEach(async () => {
    upstreams.stop();
    await front.close();
    await a.server.close().catch(() => undefined);
    await b.server.close().catch(() => undefined);
    rmSync(root, { recursive: true, force: true });
  });

  const who = async (method: 'GET' | 'POST' = 'GET') => {
    const res = await front.inject({
      method,
      url: '/api/who',
      ...(method === 'POST' && { payload: { n: 1 } }),
    });
    return {
      status: res.statusCode,
      ...(res.statusCode === 200
        ? (res.json() as { name: string; body: unknown })
        : { name: '', body: null }),
    };
  };

  it('alternates between the instances, bodies included', async () => {
    const names = [];
    for (let i = 0; i < 4; i++) names.push((await who()).name);
    expect(names.sort()).toEqual(['a', 'a', 'b', 'b']);
    const posted = [await who('POST'), await who('POST')];
    expect(posted.map((r) => r.body)).toEqual([{ n: 1 }, { n: 1 }]);
    expect(posted.map((r) => r.name).sort()).toEqual(['a', 'b']);
  });

  it('stops sending to an instance whose health says it is draining, and takes it back when it passes', async () => {
    a.state.draining = true;
    await upstreams.checkNow();
    expect(upstreams.isUp(a.url)).toBe(false);
    for (let i = 0; i < 4; i++) expect(await who()).toMatchObject({ status: 200, name: 'b' });
    a.state.draining = false;
    await upstreams.checkNow();
    const names = [(await who()).name, (await who()).name];
    expect(names.sort()).toEqual(['a', 'b']);
  });

  it('stops sending to an instance as soon as one of its answers says it is draining, before any check', async () => {
    a.state.draining = true;
    const answers = [];
    for (let i = 0; i < 6; i++) {
      const res = await front.inject({ method: 'GET', url: '/api/who' });
      expect(res.statusCode).toBe(200);
      // Not passed on to the browser.
      expect(res.headers['x-phonehub-draining']).toBeUndefined();
      answers.push((res.json() as { name: string }).name);
    }
    // At most the first answer came from a (it was still serving while draining); then only b.
    expect(answers.slice(1).every((name) => name === 'b')).toBe(true);
    expect(answers.filter((name) => name === 'a').length).toBeLessThanOrEqual(1);
    expect(upstreams.isUp(a.url)).toBe(false);
  });

  it('skips an instance that is gone after the first failed request, without waiting for a check', async () => {
    await a.server.close();
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await who());
    // At most one request met the dead instance (a 502 in the error shape); the rest went to b.
    const failed = results.filter((r) => r.status !== 200);
    expect(failed.length).toBeLessThanOrEqual(1);
    expect(failed.every((r) => r.status === 502)).toBe(true);
    expect(results.filter((r) => r.status === 200).every((r) => r.name === 'b')).toBe(true);
    expect(upstreams.isUp(a.url)).toBe(false);
  });
});
