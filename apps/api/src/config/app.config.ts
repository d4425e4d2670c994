import { isIP } from 'node:net';
import { ConfigType, registerAs } from '@nestjs/config';
import { EnvReader, NODE_ENVS, readOrThrow } from './env-reader';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export const DEFAULT_CORS_ORIGINS = [
  'http://localhost:4200',
  'http://localhost:4201',
  'http://localhost:4202',
];

/** Fastify's trustProxy: nobody, a test of each hop, or proxy-addr's list of addresses and subnets. */
export type TrustProxy = false | string | ((address: string, hop: number) => boolean);

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address, range, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (range === undefined) return true;
  if (/^\d{1,3}$/.test(range)) return Number(range) <= (version === 4 ? 32 : 128);
  return version === 4 && isIP(range) === 4;
}

/**
 * Which hops may name the client in X-Forwarded-For. Unset or 'false': none, the client is the
 * socket's peer. A whole number: that many proxies in front, each one's appended address believed
 * from the right (only safe when the API cannot be reached around them). Otherwise the proxies'
 * addresses or subnets in proxy-addr's syntax. 'true' is refused: the left-most value is whatever
 * the client wrote, so every per-IP limit could be escaped. The hop count is passed as a function:
 * Fastify 5.12 ignores a numeric trustProxy, and the API must not depend on which copy it runs.
 */
function readTrustProxy(reader: EnvReader): TrustProxy {
  const value = reader.raw('TRUST_PROXY');
  if (value === undefined || /^(false|0)$/i.test(value)) return false;
  if (/^true$/i.test(value)) {
    reader.problems.push(
      "TRUST_PROXY=true would believe any client's X-Forwarded-For: give the number of proxies in front (1) or their addresses (loopback, 10.0.0.0/8)",
    );
    return false;
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address: string, hop: number) => hop < hops;
  }
  const entries = value.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isProxyAddress(entry));
  if (bad.length > 0) {
    reader.problems.push(
      `TRUST_PROXY must be a hop count (1) or the proxies' addresses/subnets (loopback, 10.0.0.0/8) (bad: ${bad.join(', ')})`,
    );
    return false;
  }
  return entries.join(',');
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
    logLevel: reader.oneOf('LOG_LEVEL', LOG_LEVELS, reader.isProduction ? 'info' : 'debug'),
    /** The hops trusted to name the client address for the per-IP limits (readTrustProxy). */
    trustProxy: readTrustProxy(reader),
  };
}

export const appConfig = registerAs('app', () => readOrThrow(process.env, readAppConfig));
export type AppConfig = ConfigType<typeof appConfig>;
