// How the pieces of the running product find each other: ports, origins and the host's runtime config.
// `npm start`, the browser tests and the standalone static servers all read it, so they agree.
import compress from '@fastify/compress';
import proxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
// eslint-disable-next-line @nx/enforce-module-boundaries -- tsx runs these scripts without the workspace's path aliases
import { readTrustProxy, type TrustProxy } from '../../libs/server/http/src/index';

export const ROOT = resolve(__dirname, '../..');
export type AppName = 'storefront' | 'seller' | 'admin';
export const APPS: readonly AppName[] = ['storefront', 'seller', 'admin'];

export interface StackPorts {
  api: number;
  /** The local payment sandbox, used when no Stripe keys are configured. */
  sandbox: number;
  storefront: number;
  seller: number;
  admin: number;
}

export interface StackConfig {
  ports: StackPorts;
  host: string;
  apiUrl: string;
  /** Where each frontend is reachable from a browser; the admin remote may live on another origin. */
  origins: Record<AppName, string>;
  adminPathSuffix: string;
  /** Which proxies in front of the frontend servers may name the client's address (FRONTEND_TRUST_PROXY). */
  trustProxy: TrustProxy;
}

/** FRONTEND_TRUST_PROXY and the API's TRUST_PROXY are read by the same rule (readTrustProxy). */
export function parseTrustProxy(name: string, value: string | undefined): TrustProxy {
  const reading = readTrustProxy(name, value);
  if ('problem' in reading) throw new Error(reading.problem);
  return reading.trust;
}

function port(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 65535) throw new Error(`${name} must be a port number, got '${value}'`);
  return n;
}

/** Ports come from the environment (defaults 3000, 4200-4202); `overrides` (the tests' ports) win. */
export function stackConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<StackPorts> = {}): StackConfig {
  const ports: StackPorts = {
    api: overrides.api ?? port(env, 'PORT', 3000),
    sandbox: overrides.sandbox ?? port(env, 'SANDBOX_PORT', 4242),
    storefront: overrides.storefront ?? port(env, 'STOREFRONT_PORT', 4200),
    seller: overrides.seller ?? port(env, 'SELLER_PORT', 4201),
    admin: overrides.admin ?? port(env, 'ADMIN_PORT', 4202),
  };
  const host = env.PUBLIC_HOST ?? 'localhost';
  return {
    ports,
    host,
    apiUrl: env.API_URL ?? `http://127.0.0.1:${ports.api}`,
    origins: {
      storefront: env.PUBLIC_URL ?? `http://${host}:${ports.storefront}`,
      seller: env.SELLER_REMOTE_URL ?? `http://${host}:${ports.seller}`,
      admin: env.ADMIN_REMOTE_URL ?? `http://${host}:${ports.admin}`,
    },
    adminPathSuffix: env.ADMIN_PATH_SUFFIX ?? 'c7e2a9',
    // Default: nobody. The frontend servers are where clients connect, so they name the client.
    trustProxy: parseTrustProxy('FRONTEND_TRUST_PROXY', env.FRONTEND_TRUST_PROXY),
  };
}

/** The runtime manifest the host fetches at start-up (`/app.config.json`). */
export function appConfig(config: StackConfig) {
  return {
    adminPathSuffix: config.adminPathSuffix,
    remotes: {
      seller: `${config.origins.seller}/mf-manifest.json`,
      admin: `${config.origins.admin}/mf-manifest.json`,
    },
  };
}

const NO_CACHE = new Set(['index.html', 'mf-manifest.json', 'remoteEntry.js', 'mf-stats.json']);

/**
 * The page policy: code only from this origin and the configured remotes (the host loads their
 * manifests, remote entries, chunks and CSS). Styles also allow inline <style>: Radix's dialogs and
 * menus lock scrolling by injecting one at run time (react-remove-scroll), which a static server
 * cannot give a nonce; scripts get no such allowance. Images: the API's media (same origin via the
 * proxy), data: icons and blob: previews of trade photos before upload.
 */
export function contentSecurityPolicy(config: StackConfig): string {
  const origins = [...new Set(Object.values(config.origins).map((url) => new URL(url).origin))].join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${origins}`,
    `style-src 'self' ${origins} 'unsafe-inline'`,
    `connect-src 'self' ${origins}`,
    "img-src 'self' data: blob:",
    `font-src 'self' ${origins} data:`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** What the API allows for a JSON body (BODY_LIMIT_BYTES in apps/api/src/app.setup.ts). */
export const JSON_BODY_LIMIT = 1024 * 1024;
/** The one multipart route, and its per-image limit (TRADE_IMAGE_MAX_BYTES in @phonehub/domain). */
export const UPLOAD_PATH = '/api/trade/images';
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_TOO_LARGE = `Each image must be at most ${IMAGE_MAX_BYTES / (1024 * 1024)} MB`;
/** Room for the multipart boundary and the part's headers around the one image. */
const MULTIPART_ALLOWANCE = 64 * 1024;
/** A refused body is read and discarded so the client can read the 413; beyond this it is cut off. */
const DRAIN_LIMIT = 64 * 1024 * 1024;

/** Bodies the proxy read whole (no Content-Length, or decoded) and forwards with their real length. */
const bufferedLength = new WeakMap<object, number>();

function discardBody(request: FastifyRequest, body: Readable): void {
  const raw = request.raw;
  if (body !== raw) {
    raw.unpipe();
    body.destroy();
  }
  let drained = 0;
  raw.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > DRAIN_LIMIT) raw.socket.destroy();
  });
  raw.resume();
}

function refuseTooLarge(request: FastifyRequest, reply: FastifyReply, body: Readable, upload: boolean) {
  discardBody(request, body);
  return reply.code(413).send({
    statusCode: 413,
    code: 'PAYLOAD_TOO_LARGE',
    message: 'Payload Too Large',
    detail: upload ? IMAGE_TOO_LARGE : 'The request body is too large.',
  });
}

/**
 * The API's body limits, enforced before proxying: the API cuts an oversized request off mid-upload,
 * which reaches the client as a 502 from here. A body of unknown length (chunked, or compressed and
 * inflated on the way in) is read up to the limit and forwarded with its length.
 */
async function limitBody(request: FastifyRequest, reply: FastifyReply): Promise<unknown> {
  const body = request.body;
  if (!(body instanceof Readable)) return;
  const path = request.url.split('?')[0];
  const upload = path === UPLOAD_PATH && /^\s*multipart\//i.test(request.headers['content-type'] ?? '');
  const limit = upload ? IMAGE_MAX_BYTES + MULTIPART_ALLOWANCE : JSON_BODY_LIMIT;

  const declared = request.headers['content-length'];
  const length = declared !== undefined && /^\d+$/.test(declared) ? Number(declared) : undefined;
  if (length !== undefined && length > limit) return refuseTooLarge(request, reply, body, upload);
  if (length !== undefined && body === request.raw) return;

  const whole = await readUpTo(body, limit);
  if (whole === undefined) return refuseTooLarge(request, reply, body, upload);
  request.body = Readable.from([whole]);
  bufferedLength.set(request, whole.length);
}

/** The stream's bytes, or undefined as soon as there are more than `limit` (the stream is left open). */
function readUpTo(body: Readable, limit: number): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const onData = (chunk: Buffer) => {
      total += chunk.length;
      if (total > limit) {
        cleanUp();
        body.pause();
        resolve(undefined);
      } else chunks.push(chunk);
    };
    const onEnd = () => {
      cleanUp();
      resolve(Buffer.concat(chunks, total));
    };
    const onError = (error: Error) => {
      cleanUp();
      reject(error);
    };
    const cleanUp = () => {
      body.off('data', onData);
      body.off('end', onEnd);
      body.off('error', onError);
    };
    body.on('data', onData);
    body.on('end', onEnd);
    body.on('error', onError);
  });
}

/**
 * Serves one built frontend: its files (hashed ones cached for a year), the SPA fallback to
 * index.html, `/app.config.json`, and `/api/*` proxied to the API so every app calls its own origin.
 * `root` defaults to dist/apps/<app>.
 */
export async function serveApp(
  app: AppName,
  config: StackConfig,
  options: { logger?: boolean; root?: string } = {},
): Promise<FastifyInstance> {
  const root = options.root ?? join(ROOT, 'dist', 'apps', app);
  if (!existsSync(join(root, 'index.html'))) {
    throw new Error(`${root}/index.html is missing: build it first (npx nx run ${app}:build)`);
  }
  const server = Fastify({ logger: options.logger ?? false, trustProxy: config.trustProxy });
  await server.register(compress, { global: true, threshold: 1024 });

  // The app's own responses; proxied /api responses keep the API's headers (its CORS, its docs' CSP).
  const csp = contentSecurityPolicy(config);
  server.addHook('onSend', async (request, reply) => {
    const path = request.url.split('?')[0];
    if (path === '/api' || path.startsWith('/api/')) return;
    reply.header('Content-Security-Policy', csp);
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Content-Type-Options', 'nosniff');
  });

  await server.register(proxy, {
    upstream: config.apiUrl,
    prefix: '/api',
    rewritePrefix: '/api',
    preHandler: limitBody,
    replyOptions: {
      // The API is told the address this server resolved (the socket's peer unless FRONTEND_TRUST_PROXY
      // names the proxies in front), never a chain the client wrote itself.
      rewriteRequestHeaders: (request, headers) => {
        const {
          forwarded: _forwarded,
          'x-real-ip': _realIp,
          'transfer-encoding': _transferEncoding,
          ...rest
        } = headers;
        const forwardedHeaders: Record<string, string | string[] | number | undefined> = {
          ...rest,
          'x-forwarded-for': request.ip,
          'x-forwarded-host': request.host,
          'x-forwarded-proto': request.protocol,
        };
        const length = bufferedLength.get(request);
        if (length !== undefined) {
          forwardedHeaders['content-length'] = String(length);
          delete forwardedHeaders['content-encoding'];
        }
        return forwardedHeaders as typeof headers;
      },
      onError: (reply) => {
        reply.code(502).send({
          statusCode: 502,
          code: 'API_UNAVAILABLE',
          message: 'Bad Gateway',
          detail: 'The service is temporarily unavailable. Please try again in a moment.',
        });
      },
    },
  });

  const runtimeConfig = JSON.stringify(appConfig(config));
  server.get('/app.config.json', async (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').type('application/json').send(runtimeConfig),
  );

  await server.register(fastifyStatic, {
    root,
    index: false,
    // Source maps stay on the build machine (hidden maps, for error reports): never served.
    allowedPath: (pathname: string) => !pathname.endsWith('.map'),
    // @fastify/static 10 hands the Fastify reply here, not the raw response.
    setHeaders(reply: { header(name: string, value: string): unknown }, path: string) {
      const name = path.split('/').pop() ?? '';
      reply.header('Cache-Control', NO_CACHE.has(name) ? 'no-cache' : 'public, max-age=31536000, immutable');
      // The host loads remotes' manifests, entries and chunks from another origin; they are public.
      // The page itself is not for other origins to read.
      if (name !== 'index.html') reply.header('Access-Control-Allow-Origin', '*');
    },
  });

  server.get('/', (_request, reply) => reply.header('Cache-Control', 'no-cache').sendFile('index.html'));

  // Client-side routes (/profile, /dashboard-…) get the app; a missing asset stays a 404.
  server.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    if (request.method !== 'GET' || /\.[a-z0-9]+$/i.test(path)) {
      return reply.code(404).type('text/plain').send('Not found');
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });

  await server.listen({ port: config.ports[app], host: '0.0.0.0' });
  return server;
}
