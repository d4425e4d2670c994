import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import Fastify from 'fastify';
import { cacheControl, noneMatch, registerHttpCache, serialize, weakEtag } from './http-cache';

describe('HTTP cache validators', () => {
  it('matches If-None-Match by weak comparison, in a list, and for *', () => {
    const etag = weakEtag('{"a":1}');
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(noneMatch(etag, etag)).toBe(true);
    expect(noneMatch(etag.slice(2), etag)).toBe(true);
    expect(noneMatch(`W/"other", ${etag}`, etag)).toBe(true);
    expect(noneMatch('*', etag)).toBe(true);
    expect(noneMatch('W/"other"', etag)).toBe(false);
    expect(noneMatch(undefined, etag)).toBe(false);
  });

  it('gives the same ETag to bodies that differ only in ignored fields, and sends them whole', () => {
    const seen = serialize({ id: 'p1', price: 10, views: 3 }, ['views']);
    const again = serialize({ id: 'p1', price: 10, views: 4 }, ['views']);
    const repriced = serialize({ id: 'p1', price: 11, views: 4 }, ['views']);
    expect(again.etag).toBe(seen.etag);
    expect(repriced.etag).not.toBe(seen.etag);
    expect(JSON.parse(again.json)).toEqual({ id: 'p1', price: 10, views: 4 });
  });

  it('gives the same validator whether the ignored field comes last (cut off the JSON) or not (a copy without it)', () => {
    const last = serialize({ id: 'p1', price: 10, nested: { views: 1 }, views: 3 }, ['views']);
    const first = serialize({ views: 5, id: 'p1', price: 10, nested: { views: 1 } }, ['views']);
    const none = serialize({ id: 'p1', price: 10, nested: { views: 1 } }, ['views']);
    expect(last.json).toBe('{"id":"p1","price":10,"nested":{"views":1},"views":3}');
    expect(JSON.parse(first.json)).toEqual({ views: 5, id: 'p1', price: 10, nested: { views: 1 } });
    expect(none.json).toBe('{"id":"p1","price":10,"nested":{"views":1}}');
    expect(last.etag).toBe(first.etag);
    expect(last.etag).toBe(none.etag);
    expect(last.etag).toBe(weakEtag(none.json));
    // A nested field of the same name is part of the validator.
    expect(serialize({ id: 'p1', price: 10, nested: { views: 2 }, views: 3 }, ['views']).etag).not.toBe(
      last.etag,
    );
    // Only the body itself: an object whose only member is ignored.
    expect(serialize({ views: 7 }, ['views'])).toEqual({ json: '{"views":7}', etag: weakEtag('{}') });
  });

  it('serializes a body served again (from a cache) once', () => {
    const body = { products: [{ id: 'p1' }], total: 1 };
    expect(serialize(body)).toBe(serialize(body));
    // The memo travels with no copy and shows in no JSON: a copy changed afterwards is serialized anew.
    expect(JSON.stringify(body)).toBe('{"products":[{"id":"p1"}],"total":1}');
    const changed = { ...body, total: 2 };
    expect(serialize(changed).json).toBe('{"products":[{"id":"p1"}],"total":2}');
    // A frozen body is serialized each time, never refused.
    expect(serialize(Object.freeze({ id: 'p2' })).json).toBe('{"id":"p2"}');
  });

  it('lets caches keep a listing a few seconds, and makes them ask every time for a page that must be current', () => {
    expect(cacheControl({ maxAge: 5, staleWhileRevalidate: 10 })).toBe(
      'public, max-age=5, stale-while-revalidate=10',
    );
    expect(cacheControl({ maxAge: 0, staleWhileRevalidate: 0 })).toBe('public, no-cache');
  });
});

describe('registerHttpCache', () => {
  async function server() {
    const fastify = Fastify();
    registerHttpCache({
      getHttpAdapter: () => ({ getInstance: () => fastify }),
    } as unknown as NestFastifyApplication);
    const config = { httpCache: { maxAge: 5, staleWhileRevalidate: 10 } };
    fastify.get('/cached', { config }, async () => ({ id: 'p1', price: 10 }));
    fastify.get('/missing', { config }, async (_request, reply) =>
      reply.code(404).send({ code: 'NOT_FOUND' }),
    );
    fastify.get('/plain', async () => ({ id: 'p1' }));
    await fastify.ready();
    return fastify;
  }

  it('gives a marked route ETag and Cache-Control, and 304 with no body to a matching If-None-Match', async () => {
    const fastify = await server();
    const first = await fastify.inject('/cached');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ id: 'p1', price: 10 });
    expect(first.headers['cache-control']).toBe('public, max-age=5, stale-while-revalidate=10');
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const again = await fastify.inject({ url: '/cached', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    await fastify.close();
  });

  it('leaves errors and unmarked routes alone', async () => {
    const fastify = await server();
    const missing = await fastify.inject('/missing');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'NOT_FOUND' });
    expect(missing.headers.etag).toBeUndefined();
    expect((await fastify.inject('/plain')).headers.etag).toBeUndefined();
    await fastify.close();
  });
});
