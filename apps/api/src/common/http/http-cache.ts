import { createHash } from 'node:crypto';
import {
  applyDecorators,
  Injectable,
  SetMetadata,
  UseInterceptors,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { map, type Observable } from 'rxjs';

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

const HTTP_CACHE = Symbol('httpCache');

interface Serialized {
  json: string;
  etag: string;
}

/** Serialized bodies by object: a value served again (from the listing cache) is not serialized again. */
const serialized = new WeakMap<object, Serialized>();

export function weakEtag(text: string): string {
  return `W/"${createHash('sha1').update(text).digest('base64url')}"`;
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
  return maxAge === 0 ? 'public, no-cache' : `public, max-age=${maxAge}, stale-while-revalidate=${staleWhileRevalidate}`;
}

function withoutKeys(body: object, keys: readonly string[]): object {
  if (Array.isArray(body)) return body;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) if (!keys.includes(key)) copy[key] = value;
  return copy;
}

export function serialize(body: object, ignoreInEtag: readonly string[] = []): Serialized {
  const known = serialized.get(body);
  if (known) return known;
  const json = JSON.stringify(body);
  // A shallow copy without the ignored fields: JSON.stringify with a replacer function calls it for
  // every key of the whole tree, several times slower than stringifying a copy.
  const validated = ignoreInEtag.length === 0 ? json : JSON.stringify(withoutKeys(body, ignoreInEtag));
  const result = { json, etag: weakEtag(validated) };
  serialized.set(body, result);
  return result;
}

/**
 * A public GET answer that caches may keep for a few seconds: `Cache-Control: public, max-age,
 * stale-while-revalidate`, a weak `ETag` over the JSON, and 304 with no body when the request's
 * If-None-Match holds it.
 */
@Injectable()
export class HttpCacheInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const options = this.reflector.get<HttpCacheOptions | undefined>(HTTP_CACHE, context.getHandler());
    if (!options) return next.handle();
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    return next.handle().pipe(
      map((body: unknown) => {
        if (body === null || typeof body !== 'object') return body;
        const { json, etag } = serialize(body, options.ignoreInEtag);
        reply.header('etag', etag);
        reply.header('cache-control', cacheControl(options));
        if (noneMatch(request.headers['if-none-match'], etag)) {
          reply.status(304);
          return '';
        }
        reply.header('content-type', 'application/json; charset=utf-8');
        return json;
      }),
    );
  }
}

/** Marks a public GET route's JSON answer as cacheable for a few seconds (HttpCacheInterceptor). */
export const HttpCache = (options: HttpCacheOptions) =>
  applyDecorators(SetMetadata(HTTP_CACHE, options), UseInterceptors(HttpCacheInterceptor));
