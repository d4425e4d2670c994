import { ConfigType, registerAs } from '@nestjs/config';
import { EnvReader, readOrThrow } from './env-reader';

export function readRateLimitConfig(reader: EnvReader) {
  return {
    /** Shared counters for several API instances; memory when unset. */
    redisUrl: reader.url('REDIS_URL', ['redis:', 'rediss:']),
    authRequestsPerMinute: reader.int('THROTTLE_AUTH_LIMIT', 20, { min: 1 }),
    loginMaxFailures: reader.int('LOGIN_MAX_FAILURES', 5, { min: 1 }),
  };
}

export const rateLimitConfig = registerAs('rateLimit', () => readOrThrow(process.env, readRateLimitConfig));
export type RateLimitConfig = ConfigType<typeof rateLimitConfig>;
