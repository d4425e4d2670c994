import { ConfigType, registerAs } from '@nestjs/config';
import { EnvReader, NODE_ENVS, readOrThrow } from './env-reader';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export const DEFAULT_CORS_ORIGINS = [
  'http://localhost:4200',
  'http://localhost:4201',
  'http://localhost:4202',
];

function parseTrustProxy(value: string): boolean | string {
  const v = value.trim().toLowerCase();
  if (v === 'true' || v === '1') return true;
  if (v === 'false' || v === '0' || v === '') return false;
  return value.trim();
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
    /**
     * Behind a proxy the client address comes from X-Forwarded-For. 'true'/'false', or the proxies
     * to trust in proxy-addr's syntax ('loopback', '10.0.0.0/8, 127.0.0.1'), so a client calling the
     * API directly cannot pick its own address for the per-IP limits.
     */
    trustProxy: parseTrustProxy(reader.string('TRUST_PROXY', 'false')),
  };
}

export const appConfig = registerAs('app', () => readOrThrow(process.env, readAppConfig));
export type AppConfig = ConfigType<typeof appConfig>;
