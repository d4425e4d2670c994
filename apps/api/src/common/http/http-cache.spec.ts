import { cacheControl, noneMatch, serialize, weakEtag } from './http-cache';

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

  it('serializes a body served again (from a cache) once', () => {
    const body = { products: [{ id: 'p1' }], total: 1 };
    expect(serialize(body)).toBe(serialize(body));
  });

  it('lets caches keep a listing a few seconds, and makes them ask every time for a page that must be current', () => {
    expect(cacheControl({ maxAge: 5, staleWhileRevalidate: 10 })).toBe('public, max-age=5, stale-while-revalidate=10');
    expect(cacheControl({ maxAge: 0, staleWhileRevalidate: 0 })).toBe('public, no-cache');
  });
});
