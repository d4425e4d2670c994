import { Inject, Injectable } from '@nestjs/common';
import { HealthIndicatorResult, HealthIndicatorService } from '@nestjs/terminus';
import { ThrottlerStorage } from '@nestjs/throttler';
import { ResilientThrottlerStorage } from '../common/guards/resilient-throttler-storage';

/**
 * Redis as the rate limiter sees it (REDIS_URL set). Always up: while Redis does not answer the
 * instance still serves, with limits and sign-in delays counted in its own memory, and says so
 * with `degraded: true` rather than asking a balancer to take it out.
 */
@Injectable()
export class RedisHealthIndicator {
  constructor(
    @Inject(ThrottlerStorage) private readonly storage: ThrottlerStorage,
    private readonly health: HealthIndicatorService,
  ) {}

  /** Whether the API uses Redis at all. */
  get configured(): boolean {
    return this.storage instanceof ResilientThrottlerStorage;
  }

  check<Key extends string>(key: Key): HealthIndicatorResult<Key> {
    const indicator = this.health.check(key);
    if (!(this.storage instanceof ResilientThrottlerStorage) || !this.storage.degraded) return indicator.up();
    return indicator.up({
      degraded: true,
      message: "Redis is not answering: rate limits and sign-in delays count in this instance's memory",
    });
  }
}
