import { mustNotStore, type ResponseFacts } from './no-store';

const anonymousRead: ResponseFacts = {
  privateRoute: false,
  authenticated: false,
  method: 'GET',
  cacheControl: undefined,
};

describe('mustNotStore', () => {
  it('leaves anonymous reads of public routes to the route', () => {
    expect(mustNotStore(anonymousRead)).toBe(false);
    expect(mustNotStore({ ...anonymousRead, method: 'HEAD' })).toBe(false);
  });

  it('forbids storing anything from a private route, whatever the route set', () => {
    expect(mustNotStore({ ...anonymousRead, privateRoute: true })).toBe(true);
    expect(mustNotStore({ ...anonymousRead, privateRoute: true, cacheControl: 'public, max-age=60' })).toBe(
      true,
    );
  });

  it('forbids storing answers to signed-in clients and to writes', () => {
    expect(mustNotStore({ ...anonymousRead, authenticated: true })).toBe(true);
    expect(mustNotStore({ ...anonymousRead, method: 'post' })).toBe(true);
    expect(mustNotStore({ ...anonymousRead, method: 'DELETE' })).toBe(true);
  });

  it('keeps a public policy a public route chose itself', () => {
    const immutable = 'public, max-age=31536000, immutable';
    expect(mustNotStore({ ...anonymousRead, authenticated: true, cacheControl: immutable })).toBe(false);
    expect(mustNotStore({ ...anonymousRead, authenticated: true, cacheControl: 'max-age=60' })).toBe(true);
  });
});
