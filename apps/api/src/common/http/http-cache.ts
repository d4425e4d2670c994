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

/** Serialized bodies by object: a value served again (from the listing cache) is not serialized again. */
const serialized = new WeakMap<object, Serialized>();

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
 * The validator of an object's JSON when its ignored fields are its last members, in the order
 * given (`{…,"views":3}` → `{…}`; a product's view count is last), or the JSON itself when it has
 * none of them; otherwise undefined. Only the top level can end in `,"key":value}`: the end of a
 * nested object is followed by at least one more brace.
 */
function cutIgnoredTail(body: Record<string, unknown>, ignoreInEtag: readonly string[], json: string): string | undefined {
  let tail = '';
  for (const key of ignoreInEtag) {
    const value = body[key];
    if (value !== undefined) tail += `,${JSON.stringify(key)}:${JSON.stringify(value)}`;
  }
  if (tail === '') return json;
  if (json.length < tail.length + 2 || !json.endsWith(`${tail}}`)) return undefined;
  return `${json.slice(0, json.length - tail.length - 1)}}`;
}

/**
 * The JSON sent and its ETag. The validator leaves out `ignoreInEtag`: cut off the end of the JSON
 * when those fields come last, else from a copy without them, with them appended to the JSON sent.
 */
export function serialize(body: object, ignoreInEtag: readonly string[] = []): Serialized {
  const known = serialized.get(body);
  if (known) return known;
  let json = JSON.stringify(body);
  let validated =
    ignoreInEtag.length === 0 || Array.isArray(body)
      ? json
      : cutIgnoredTail(body as Record<string, unknown>, ignoreInEtag, json);
  if (validated === undefined) {
    // The copy keeps the body's shape (an ignored field becomes undefined, which JSON leaves out),
    // so it stringifies fast.
    const kept: Record<string, unknown> = { ...body };
    let ignored = '';
    for (const key of ignoreInEtag) {
      const value = kept[key];
      if (value === undefined) continue;
      ignored += `,${JSON.stringify(key)}:${JSON.stringify(value)}`;
      kept[key] = undefined;
    }
    validated = JSON.stringify(kept);
    json = validated === '{}' ? `{${ignored.slice(1)}}` : `${validated.slice(0, -1)}${ignored}}`;
  }
  const result = { json, etag: weakEtag(validated) };
  serialized.set(body, result);
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
