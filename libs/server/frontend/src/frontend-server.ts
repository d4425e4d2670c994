// The web server in front of each built frontend: its files, the SPA's pages, `/app.config.json`,
// and `/api/*` proxied to the API so every app calls its own origin.
import compress from '@fastify/compress';
import proxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TrustProxy } from '@phonehub/server-http';
import { createApiUpstreams, DRAINING_HEADER, type ApiUpstreams } from './api-upstreams';
import { forwardedLength, limitBody } from './body-limits';
import { loggerOptions, REQUEST_ID_HEADER, type FrontendLogOptions } from './request-logging';
import { closeConnectionsWhileClosing } from './shutdown';
import { mayRetryElsewhere } from './upstream-retry';

const NO_CACHE = new Set(['index.html', 'mf-manifest.json', 'remoteEntry.js', 'mf-stats.json']);

/**
 * Answers a page request (a GET or HEAD of a path that names no file) with the app's index.html; it
 * may set its own Content-Security-Policy (built with contentSecurityPolicy), else the server's applies.
 */
export type PageRenderer = (
  request: FastifyRequest,
  reply: FastifyReply,
  indexHtml: string,
) => Promise<FastifyReply> | FastifyReply;

export interface FrontendServerOptions {
  /** The built app: index.html and its assets. */
  root: string;
  /** Where `/api/*` goes. */
  apiUrl: string;
  /**
   * Several API instances: `/api/*` is balanced round robin over those whose health check passes
   * (apiUrl is then only what the server itself reads, e.g. the storefront's site settings).
   */
  apiUpstreams?: readonly string[] | ApiUpstreams;
  trustProxy: TrustProxy;
  /** Every origin the page may load code from (this one and the remotes), for the CSP. */
  codeOrigins: readonly string[];
  /** Served at `/app.config.json` (the host's runtime manifest). */
  runtimeConfig: unknown;
  /** JSON lines for every request and error (request-logging.ts); off by default (tests). */
  logger?: boolean | FrontendLogOptions;
  /** Pages: by default every page path gets index.html with 200 and the SPA routes on its own. */
  renderPage?: PageRenderer;
  /** More routes (e.g. robots.txt), registered before the static files. */
  routes?: (server: FastifyInstance) => void | Promise<void>;
}

/**
 * The page policy: code only from this origin and the configured remotes (the host loads their
 * manifests, remote entries, chunks and CSS). Styles also allow inline <style>: Radix's dialogs and
 * menus lock scrolling by injecting one at run time (react-remove-scroll), which a static server
 * cannot give a nonce; scripts get no such allowance (JSON-LD blocks are data, not scripts). Images:
 * the API's media (same origin via the proxy), data: icons and blob: previews of photos before upload.
 */
export function contentSecurityPolicy(
  codeOrigins: readonly string[],
  options: {
    imageOrigins?: readonly string[];
    extra?: Partial<Record<'script-src' | 'connect-src' | 'img-src' | 'frame-src', readonly string[]>>;
  } = {},
): string {
  const origins = [...new Set(codeOrigins.map((url) => new URL(url).origin))].join(' ');
  const extra = options.extra ?? {};
  const more = (...lists: Array<readonly string[] | undefined>) =>
    [...new Set(lists.flatMap((list) => list ?? []))].map((source) => ` ${source}`).join('');
  const frames = more(extra['frame-src']);
  return [
    "default-src 'self'",
    `script-src 'self' ${origins}${more(extra['script-src'])}`,
    `style-src 'self' ${origins} 'unsafe-inline'`,
    `connect-src 'self' ${origins}${more(extra['connect-src'])}`,
    `img-src 'self' data: blob:${more(options.imageOrigins, extra['img-src'])}`,
    `font-src 'self' ${origins} data:`,
    ...(frames ? [`frame-src${frames}`] : []),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The app's index.html with 200, never cached (it names the current hashed bundles). */
export const plainPage: PageRenderer = (_request, reply, indexHtml) =>
  reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);

/** A path the SPA routes (no file extension), asked for with GET or HEAD. */
function isPageRequest(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0];
  return (request.method === 'GET' || request.method === 'HEAD') && !/\.[a-z0-9]+$/i.test(path);
}

/** Builds the server (not yet listening). */
export async function createFrontendServer(options: FrontendServerOptions): Promise<FastifyInstance> {
  const { root } = options;
  const indexFile = join(root, 'index.html');
  if (!existsSync(indexFile)) {
    throw new Error(`${indexFile} is missing: build the app first`);
  }
  // The build does not change under a running server; pages are rendered from this copy.
  const indexHtml = readFileSync(indexFile, 'utf8');
  const renderPage = options.renderPage ?? plainPage;

  const server = Fastify({ ...loggerOptions(options.logger), trustProxy: options.trustProxy });
  closeConnectionsWhileClosing(server);
  await server.register(compress, { global: true, threshold: 1024 });

  // The app's own responses; proxied /api responses keep the API's headers (its CORS, its docs' CSP).
  const csp = contentSecurityPolicy(options.codeOrigins);
  server.addHook('onSend', async (request, reply) => {
    const path = request.url.split('?')[0];
    if (path === '/api' || path.startsWith('/api/')) return;
    // A page may widen the policy for itself (the storefront: the admin's favicon on another origin).
    if (!reply.hasHeader('Content-Security-Policy')) reply.header('Content-Security-Policy', csp);
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Content-Type-Options', 'nosniff');
  });

  const given = options.apiUpstreams;
  const balanced =
    given && 'pick' in given ? given : given && given.length > 1 ? createApiUpstreams(given) : undefined;
  const upstreamOf = new WeakMap<object, string>();
  /** What a balanced request was proxied with, to send it again elsewhere (upstream-retry.ts); once. */
  const proxied = new WeakMap<object, { dest: string; options: Parameters<FastifyReply['from']>[1] }>();
  const retried = new WeakSet<object>();
  if (balanced) server.addHook('onClose', async () => balanced.stop());

  const badGateway = (reply: FastifyReply) =>
    reply.code(502).send({
      statusCode: 502,
      code: 'API_UNAVAILABLE',
      message: 'Bad Gateway',
      detail: 'The service is temporarily unavailable. Please try again in a moment.',
    });

  await server.register(proxy, {
    // Balanced: no fixed upstream, each request gets its instance from getUpstream.
    upstream: balanced ? '' : options.apiUrl,
    prefix: '/api',
    rewritePrefix: '/api',
    preHandler: limitBody,
    // The proxy's own lines (one "fetching", one "received" per request) would double ours.
    disableRequestLogging: true,
    handler: (request, reply, dest, replyOptions) => {
      if (balanced) proxied.set(request, { dest, options: replyOptions });
      return reply.from(dest, replyOptions);
    },
    replyOptions: {
      ...(balanced && {
        getUpstream: (request: object) => {
          const url = balanced.pick();
          upstreamOf.set(request, url);
          return url;
        },
      }),
      // The API is told the address this server resolved (the socket's peer unless the trusted
      // proxies in front name another), never a chain the client wrote itself.
      rewriteRequestHeaders: (request, headers) => {
        const {
          forwarded: _forwarded,
          'x-real-ip': _realIp,
          'transfer-encoding': _transferEncoding,
          ...rest
        } = headers;
        const forwardedHeaders: Record<string, string | string[] | number | undefined> = {
          ...rest,
          // The API logs under the same id (it keeps an incoming one that looks like an id).
          [REQUEST_ID_HEADER]: request.id,
          'x-forwarded-for': request.ip,
          'x-forwarded-host': request.host,
          'x-forwarded-proto': request.protocol,
        };
        const length = forwardedLength(request as FastifyRequest);
        if (length !== undefined) {
          forwardedHeaders['content-length'] = String(length);
          delete forwardedHeaders['content-encoding'];
        }
        return forwardedHeaders as typeof headers;
      },
      // An instance that started shutting down says so on each answer: it gets no more requests,
      // even before the next health check. The header is for us, not for the browser.
      rewriteHeaders: (headers, request) => {
        if (!balanced || !(DRAINING_HEADER in headers)) return headers;
        const from = upstreamOf.get(request as object);
        if (from) balanced.markDown(from);
        const { [DRAINING_HEADER]: _draining, ...rest } = headers;
        return rest;
      },
      // Reached only when no byte of an answer came back (an error mid-answer just ends it).
      onError: (reply, { error }) => {
        const { request } = reply;
        const failed = upstreamOf.get(request);
        if (balanced && failed) balanced.markDown(failed);
        const first = proxied.get(request);
        const other =
          balanced &&
          failed &&
          first &&
          !retried.has(request) &&
          mayRetryElsewhere(request as FastifyRequest, error)
            ? balanced.pickOther(failed)
            : undefined;
        request.log[other ? 'warn' : 'error'](
          { err: error, upstream: failed ?? options.apiUrl, ...(other && { retryOn: other }) },
          other ? 'API upstream unreachable, retrying on another' : 'API upstream failed',
        );
        if (!other || !first) return badGateway(reply as FastifyReply);
        retried.add(request);
        upstreamOf.set(request, other);
        reply.from(first.dest, { ...first.options, getUpstream: () => other });
      },
    },
  });

  const runtimeConfig = JSON.stringify(options.runtimeConfig);
  server.get('/app.config.json', async (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').type('application/json').send(runtimeConfig),
  );

  await options.routes?.(server);

  await server.register(fastifyStatic, {
    root,
    index: false,
    // The build writes brotli and gzip copies beside each file (tools/webpack): sent as they are.
    preCompressed: true,
    // Source maps stay on the build machine (hidden maps, for error reports): never served; nor is
    // the storefront's server-side renderer (ssr/), which is the server's code, not the browser's.
    allowedPath: (pathname: string) => !pathname.endsWith('.map') && !pathname.startsWith('/ssr/'),
    // @fastify/static 10 hands the Fastify reply here, not the raw response.
    setHeaders(reply: { header(name: string, value: string): unknown }, path: string) {
      // With preCompressed the path may be the .br or .gz copy; the headers follow the file it stands for.
      const name = (path.split('/').pop() ?? '').replace(/\.(br|gz)$/, '');
      reply.header('Cache-Control', NO_CACHE.has(name) ? 'no-cache' : 'public, max-age=31536000, immutable');
      // The host loads remotes' manifests, entries and chunks from another origin; they are public.
      // The page itself is not for other origins to read.
      if (name !== 'index.html') reply.header('Access-Control-Allow-Origin', '*');
    },
  });

  server.get('/', (request, reply) => renderPage(request, reply, indexHtml));

  // Client-side routes (/profile, /dashboard-…) get the app; a missing asset stays a 404.
  server.setNotFoundHandler((request, reply) => {
    if (!isPageRequest(request)) return reply.code(404).type('text/plain').send('Not found');
    return renderPage(request, reply, indexHtml);
  });

  return server;
}
