import { hash } from 'node:crypto';
import { RouteConfig, type NestFastifyApplication } from '@nestjs/platform-fastify';

export interface HttpCacheOptions {
  /**
   * Seconds any cache may reuse the response without asking (`max-age`); 0 for `no-cache`: the
   * client keeps it but asks every time (a 304 when it is still current), so a change shows at once.
   */
  maxAge: number;
  /** Seconds a cache may go on serving it while it revalidates in the background. */
  staleWhileRevalidate: number;
  /**
   * Top-level fields left out of the validator: a response that differs only in them (a view
   * counter) is the same for a client that holds it, so the ETag is weak.
   */
  ignoreInEtag?: readonly string[];
}

/** The key of a route's Fastify config that holds its HttpCacheOptions. */
const HTTP_CACHE = 'httpCache';

interface Serialized {
  json: string;
  etag: string;
}

/**
 * A body's serialization, kept on the body itself: a value served again (from the listing cache) is
 * not serialized again. Not a WeakMap: its entries outlive their keys until a full collection, each
 * holding a listing's JSON, and at a million products a listing without the cache spent about 50 µs
 * of its ~370 µs of CPU in the collector for them (tools/bench, issue 18). A symbol, not enumerable:
 * JSON.stringify and a spread of the body both leave it out.
 */
const SERIALIZED = Symbol('serialized');

type Memo = { [SERIALIZED]?: Serialized };

export function weakEtag(text: string): string {
  // One-shot: no Hash object per response.
  return `W/"${hash('sha1', text, 'base64url')}"`;
}

/** RFC 9110 If-None-Match: `*`, or any listed tag equal to ours under weak comparison. */
export function noneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const ours = etag.replace(/^W\//, '');
  return header
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || tag.replace(/^W\//, '') === ours);
}

export function cacheControl({ maxAge, staleWhileRevalidate }: HttpCacheOptions): string {
  return maxAge === 0
    ? 'public, no-cache'
    : `public, max-age=${maxAge}, stale-while-revalidate=${staleWhileRevalidate}`;
}

/**
 * The JSON sent and its ETag. The validator is the JSON without `ignoreInEtag`'s top-level fields.
 * When they are the body's last members, in that order (a product's view count is last), the JSON
 * ends in `,"views":3}` and the validator is the JSON with that cut off: one stringify, no copy.
 * Only the top level can end so: a nested object's end is followed by at least one more brace.
 * Otherwise the validator comes from a copy without them, and the JSON sent is it with them appended.
 */
export function serialize(body: object, ignoreInEtag: readonly string[] = []): Serialized {
  const known = (body as Memo)[SERIALIZED];
  if (known) return known;
  const fields = body as Record<string, unknown>;
  let ignored = '';
  if (!Array.isArray(body))
    for (const key of ignoreInEtag)
      if (fields[key] !== undefined) ignored += `,${JSON.stringify(key)}:${JSON.stringify(fields[key])}`;
  let json: string;
  let validated: string;
  if (ignored === '') {
    json = validated = JSON.stringify(body);
  } else if ((json = JSON.stringify(body)).length >= ignored.length + 2 && json.endsWith(`${ignored}}`)) {
    validated = `${json.slice(0, json.length - ignored.length - 1)}}`;
  } else {
    // The copy keeps the body's shape (an ignored field becomes undefined, which JSON leaves out),
    // so it stringifies fast.
    const kept: Record<string, unknown> = { ...body };
    for (const key of ignoreInEtag) kept[key] = undefined;
    validated = JSON.stringify(kept);
    json = validated === '{}' ? `{${ignored.slice(1)}}` : `${validated.slice(0, -1)}${ignored}}`;
  }
  const result = { json, etag: weakEtag(validated) };
  if (Object.isExtensible(body)) Object.defineProperty(body, SERIALIZED, { value: result });
  return result;
}

/** Marks a public GET route's JSON answer as cacheable for a few seconds (registerHttpCache). */
export const HttpCache = (options: HttpCacheOptions) => RouteConfig({ [HTTP_CACHE]: options });

/**
 * A successful answer of a route marked `@HttpCache()` that caches may keep for a few seconds:
 * `Cache-Control: public, max-age, stale-while-revalidate`, a weak `ETag` over the JSON, and 304
 * with no body when the request's If-None-Match holds it. A Fastify hook reading the route's config
 * rather than a Nest interceptor: an interceptor takes each of the route's requests through RxJS
 * and an AsyncResource, several times the cost of this (tools/bench, issue 18).
 */
export function registerHttpCache(app: NestFastifyApplication): void {
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('preSerialization', (request, reply, payload, done) => {
      const options = (request.routeOptions.config as { [HTTP_CACHE]?: HttpCacheOptions })[HTTP_CACHE];
      // Errors (the exception filter's bodies) are never cached.
      if (!options || payload === null || typeof payload !== 'object' || reply.statusCode >= 300)
        return done(null, payload);
      const { json, etag } = serialize(payload, options.ignoreInEtag);
      reply.header('etag', etag);
      reply.header('cache-control', cacheControl(options));
      if (noneMatch(request.headers['if-none-match'], etag)) {
        reply.code(304).removeHeader('content-type');
        reply.serializer(() => '');
      } else {
        reply.serializer(() => json);
      }
      done(null, payload);
    });
}
