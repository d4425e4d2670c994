// How the pieces of the running product find each other: ports, origins and the host's runtime config.
// `npm start`, the browser tests and the standalone static servers all read it, so they agree.
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createFrontendServer, type FrontendServerOptions } from '@phonehub/server-frontend';
import { readTrustProxy, type TrustProxy } from '@phonehub/server-http';
import { createStorefrontServer } from '@phonehub/storefront-server';

// The body limits the proxy enforces (re-exported for the stack's tests).
export { IMAGE_MAX_BYTES, IMAGE_TOO_LARGE } from '@phonehub/server-frontend';

export const ROOT = resolve(__dirname, '../..');
export type AppName = 'storefront' | 'seller' | 'admin';
export const APPS: readonly AppName[] = ['storefront', 'seller', 'admin'];

export interface StackPorts {
  api: number;
  /** The local payment sandbox, used when no Stripe keys are configured. */
  sandbox: number;
  /** The local carrier sandbox, used when no EasyPost keys are configured. */
  carrierSandbox: number;
  storefront: number;
  seller: number;
  admin: number;
}

export interface StackConfig {
  ports: StackPorts;
  host: string;
  apiUrl: string;
  /** Several API instances to balance `/api` over (API_UPSTREAMS, comma-separated; npm run start:cluster). */
  apiUpstreams: string[];
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
  if (!Number.isInteger(n) || n < 1 || n > 65535)
    throw new Error(`${name} must be a port number, got '${value}'`);
  return n;
}

/** Ports come from the environment (defaults 3000, 4200-4202); `overrides` (the tests' ports) win. */
export function stackConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<StackPorts> = {},
): StackConfig {
  const ports: StackPorts = {
    api: overrides.api ?? port(env, 'PORT', 3000),
    sandbox: overrides.sandbox ?? port(env, 'SANDBOX_PORT', 4242),
    carrierSandbox: overrides.carrierSandbox ?? port(env, 'CARRIER_SANDBOX_PORT', 4243),
    storefront: overrides.storefront ?? port(env, 'STOREFRONT_PORT', 4200),
    seller: overrides.seller ?? port(env, 'SELLER_PORT', 4201),
    admin: overrides.admin ?? port(env, 'ADMIN_PORT', 4202),
  };
  const host = env.PUBLIC_HOST ?? 'localhost';
  return {
    ports,
    host,
    apiUrl: env.API_URL ?? `http://127.0.0.1:${ports.api}`,
    apiUpstreams: (env.API_UPSTREAMS ?? '')
      .split(',')
      .map((url) => url.trim())
      .filter(Boolean),
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

/**
 * Serves one built frontend (files, SPA pages, `/app.config.json`, `/api/*` proxied to the API) on
 * its port. The storefront gets its own server (apps/storefront/server): pages with their SEO head,
 * sitemap, robots.txt and real 404s. `root` defaults to dist/apps/<app>.
 */
export async function serveApp(
  app: AppName,
  config: StackConfig,
  options: { logger?: FrontendServerOptions['logger']; root?: string; cacheMs?: number } = {},
): Promise<FastifyInstance> {
  const root = options.root ?? join(ROOT, 'dist', 'apps', app);
  if (!existsSync(join(root, 'index.html'))) {
    throw new Error(`${root}/index.html is missing: build it first (npx nx run ${app}:build)`);
  }
  const common = {
    root,
    apiUrl: config.apiUrl,
    apiUpstreams: config.apiUpstreams,
    trustProxy: config.trustProxy,
    codeOrigins: Object.values(config.origins),
    runtimeConfig: appConfig(config),
    logger: options.logger,
  };
  const server =
    app === 'storefront'
      ? await createStorefrontServer({
          ...common,
          publicUrl: config.origins.storefront,
          adminPathSuffix: config.adminPathSuffix,
          cacheMs: options.cacheMs,
        })
      : await createFrontendServer(common);
  await server.listen({ port: config.ports[app], host: '0.0.0.0' });
  return server;
}
