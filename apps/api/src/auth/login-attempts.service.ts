import { Inject, Injectable } from '@nestjs/common';
import { ThrottlerStorage } from '@nestjs/throttler';
import { rateLimitConfig, type RateLimitConfig } from '../config/rate-limit.config';
import { RateLimitedError } from '../common/errors/app-error';

export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
const UNLIMITED = Number.MAX_SAFE_INTEGER;
const FAILURES = 'login-failures';
const LOCK = 'login-lock';

/**
 * Per-account brute-force protection on top of the per-IP limit. The counters live in the
 * throttler's storage (Redis when configured), so every API instance sees the same lock.
 *
 * The storage only offers `increment`, so a lock is its own key: setting it is an increment with
 * limit 0 (blocked at once, for the whole window); checking it is an increment whose hit expires at
 * once and whose limit cannot be reached, which therefore only reports whether a block is in place.
 */
@Injectable()
export class LoginAttemptsService {
  constructor(
    @Inject(ThrottlerStorage) private readonly storage: ThrottlerStorage,
    @Inject(rateLimitConfig.KEY) private readonly config: RateLimitConfig,
  ) {}

  /** Throws 429 while the account is locked, before any password is looked at. */
  async assertNotLocked(account: string): Promise<void> {
    const lock = await this.storage.increment(this.key(LOCK, account), 1, UNLIMITED, 1, LOCK);
    if (lock.isBlocked) throw new RateLimitedError();
  }

  /** Counts a failed sign-in; reaching the limit locks the account for the window. */
  async recordFailure(account: string): Promise<void> {
    const failures = await this.storage.increment(
      this.key(FAILURES, account),
      LOGIN_FAILURE_WINDOW_MS,
      UNLIMITED,
      LOGIN_FAILURE_WINDOW_MS,
      FAILURES,
    );
    if (failures.totalHits >= this.config.loginMaxFailures) {
      await this.storage.increment(
        this.key(LOCK, account),
        LOGIN_FAILURE_WINDOW_MS,
        0,
        LOGIN_FAILURE_WINDOW_MS,
        LOCK,
      );
    }
  }

  private key(kind: string, account: string): string {
    return `${kind}:${account.toLowerCase()}`;
  }
}
