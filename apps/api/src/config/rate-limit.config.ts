import { ConfigType, registerAs } from '@nestjs/config';
import { EnvReader, readOrThrow } from './env-reader';

export function readRateLimitConfig(reader: EnvReader) {
  /**
   * SINGLE_INSTANCE=true: the operator runs exactly one API instance, so rate limits, sign-in delays
   * and caches may live in its memory. Production without it needs Redis: counters kept per
   * instance would multiply every limit by the number of instances.
   */
  const singleInstance = reader.bool('SINGLE_INSTANCE', false);
  if (reader.isProduction && !singleInstance && !reader.raw('REDIS_URL')) reader.missing.push('REDIS_URL');
  return {
    /** Shared counters for several API instances; memory when unset. */
    redisUrl: reader.url('REDIS_URL', ['redis:', 'rediss:']),
    singleInstance,
    authRequestsPerMinute: reader.int('THROTTLE_AUTH_LIMIT', 20, { min: 1 }),
    /** Failed sign-ins one address may make at one account before each further try must wait. */
    loginMaxFailures: reader.int('LOGIN_MAX_FAILURES', 5, { min: 1 }),
    /** The same for all addresses together: high, so strangers cannot slow the owner down easily. */
    loginAccountMaxFailures: reader.int('LOGIN_ACCOUNT_MAX_FAILURES', 20, { min: 1 }),
    /** The first wait once an allowance is used up; each further failure doubles it (capped). */
    loginFirstDelaySeconds: reader.int('LOGIN_FIRST_DELAY_SECONDS', 2, { min: 1, max: 60 }),
  };
}

export const rateLimitConfig = registerAs('rateLimit', () => readOrThrow(process.env, readRateLimitConfig));
export type RateLimitConfig = ConfigType<typeof rateLimitConfig>;
