import { ConfigType, registerAs } from '@nestjs/config';
import { readTrustProxy, type TrustProxy } from '@phonehub/server-http';
import { EnvReader, NODE_ENVS, readOrThrow } from './env-reader';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export const DEFAULT_CORS_ORIGINS = [
  'http://localhost:4200',
  'http://localhost:4201',
  'http://localhost:4202',
];

/** TRUST_PROXY: which hops may name the client address for the per-IP limits (see readTrustProxy). */
function trustedProxies(reader: EnvReader): TrustProxy {
  const reading = readTrustProxy('TRUST_PROXY', reader.raw('TRUST_PROXY'));
  if ('trust' in reading) return reading.trust;
  reader.problems.push(reading.problem);
  return false;
}

export function readAppConfig(reader: EnvReader) {
  return {
    nodeEnv: reader.oneOf('NODE_ENV', NODE_ENVS, 'development'),
    isProduction: reader.isProduction,
    port: reader.int('PORT', 3000, { min: 0, max: 65_535 }),
    host: reader.string('HOST', '0.0.0.0'),
    /** Where the storefront lives: mail links point there. */
    publicUrl: reader.url('PUBLIC_URL', ['http:', 'https:'], 'http://localhost:4200').replace(/\/+$/, ''),
    corsOrigins: reader.urlList('CORS_ORIGINS', DEFAULT_CORS_ORIGINS),
    /** The Swagger UI at /api/docs: off in production unless API_DOCS=true. */
    apiDocs: reader.bool('API_DOCS', !reader.isProduction),
    logLevel: reader.oneOf('LOG_LEVEL', LOG_LEVELS, reader.isProduction ? 'info' : 'debug'),
    trustProxy: trustedProxies(reader),
    /** SIGTERM: how long health answers 503 before the server stops taking connections (balancer's poll). */
    shutdownDelayMs: reader.int('SHUTDOWN_DELAY_MS', 0, { max: 60_000 }),
    /** SIGTERM: how long requests in flight may take to finish before their connections are cut. */
    shutdownGraceMs: reader.int('SHUTDOWN_GRACE_MS', 10_000, { min: 1, max: 120_000 }),
  };
}

export const appConfig = registerAs('app', () => readOrThrow(process.env, readAppConfig));
export type AppConfig = ConfigType<typeof appConfig>;
