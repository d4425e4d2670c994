// How the pieces of the running product find each other: ports, origins and the host's runtime config.
// `npm start`, the browser tests and the standalone static servers all read it, so they agree.
import compress from '@fastify/compress';
import proxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

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
 * Serves one built frontend: its files (hashed ones cached for a year), the SPA fallback to
 * index.html, `/app.config.json`, and `/api/*` proxied to the API so every app calls its own origin.
 */
export async function serveApp(app: AppName, config: StackConfig, options: { logger?: boolean } = {}): Promise<FastifyInstance> {
  const root = join(ROOT, 'dist', 'apps', app);
  if (!existsSync(join(root, 'index.html'))) {
    throw new Error(`${root}/index.html is missing: build it first (npx nx run ${app}:build)`);
  }
  const server = Fastify({ logger: options.logger ?? false, trustProxy: true });
  await server.register(compress, { global: true, threshold: 1024 });

  // Remotes' code is loaded by the host from another origin; it is public, static JavaScript.
  server.addHook('onSend', async (_request, reply) => {
    reply.header('Access-Control-Allow-Origin', '*');
    reply.header('X-Content-Type-Options', 'nosniff');
  });

  await server.register(proxy, {
    upstream: config.apiUrl,
    prefix: '/api',
    rewritePrefix: '/api',
    replyOptions: {
      // The API sees the shopper's address (for per-IP limits), not the proxy's.
      rewriteRequestHeaders: (request, headers) => ({
        ...headers,
        'x-forwarded-for': [headers['x-forwarded-for'], request.ip].filter(Boolean).join(', '),
        'x-forwarded-proto': request.protocol,
      }),
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
    // @fastify/static 10 hands the Fastify reply here, not the raw response.
    setHeaders(reply: { header(name: string, value: string): unknown }, path: string) {
      const name = path.split('/').pop() ?? '';
      reply.header('Cache-Control', NO_CACHE.has(name) ? 'no-cache' : 'public, max-age=31536000, immutable');
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
