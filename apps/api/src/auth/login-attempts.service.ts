import { Inject, Injectable } from '@nestjs/common';
import { ThrottlerStorage } from '@nestjs/throttler';
import { rateLimitConfig, type RateLimitConfig } from '../config/rate-limit.config';
import { CommonErrors } from '../common/errors/app-error';

/** How long failed sign-ins are remembered. */
export const LOGIN_FAILURE_WINDOW_MS = 60 * 60 * 1000;

/**
 * The two scopes failures are counted in. One address guessing at one account slows down steeply
 * (up to 15 minutes between guesses). Failures from every address together only slow the account
 * down a little (at most a minute between attempts, and only after many failures), so strangers
 * spread over several addresses cannot lock the owner out: once the short delay passes, the right
 * password works from anywhere.
 */
export const LOGIN_DELAY_SCOPES = {
  accountAndIp: { maxDelayMs: 15 * 60 * 1000 },
  account: { maxDelayMs: 60 * 1000 },
} as const;
type Scope = keyof typeof LOGIN_DELAY_SCOPES;

const UNLIMITED = Number.MAX_SAFE_INTEGER;
const FAILURES = 'login-failures';
const DELAY = 'login-delay';

/**
 * The delay after the given number of failures: none until the allowance is used up, then one that
 * doubles with each further failure, up to the scope's cap.
 */
export function loginDelayMs(
  failures: number,
  allowance: number,
  firstDelayMs: number,
  scope: Scope,
): number {
  if (failures < allowance) return 0;
  const doublings = Math.min(failures - allowance, 30);
  return Math.min(firstDelayMs * 2 ** doublings, LOGIN_DELAY_SCOPES[scope].maxDelayMs);
}

/**
 * Brute-force protection on top of the per-IP request limit: growing delays after failed sign-ins,
 * per account and address and per account. The counters live in the throttler's storage (Redis
 * when configured), so every API instance sees the same delays; while Redis does not answer, each
 * instance counts in its own memory (common/guards/resilient-throttler-storage.ts).
 *
 * The storage only offers `increment`, so a delay is its own key: starting it is an increment with
 * limit 0 (blocked at once, for the delay); checking it is an increment whose hit expires at once
 * and whose limit cannot be reached, which therefore only reports whether a delay is running and
 * for how long.
 */
@Injectable()
export class LoginAttemptsService {
  constructor(
    @Inject(ThrottlerStorage) private readonly storage: ThrottlerStorage,
    @Inject(rateLimitConfig.KEY) private readonly config: RateLimitConfig,
  ) {}

  /** Throws 429 (with the seconds to wait) while a delay runs, before any password is looked at. */
  async assertAllowed(account: string, ip: string): Promise<void> {
    const waits = await Promise.all(
      this.scopes(account, ip).map(async ({ key }) => {
        const delay = await this.storage.increment(this.key(DELAY, key), 1, UNLIMITED, 1, DELAY);
        return delay.isBlocked ? Math.max(1, delay.timeToBlockExpire) : 0;
      }),
    );
    const retryAfterSeconds = Math.max(...waits);
    if (retryAfterSeconds > 0) throw CommonErrors.rateLimited(retryAfterSeconds);
  }

  /** Counts a failed sign-in; past a scope's allowance, the next attempt must wait. */
  async recordFailure(account: string, ip: string): Promise<void> {
    await Promise.all(
      this.scopes(account, ip).map(async ({ scope, key, allowance }) => {
        const failures = await this.storage.increment(
          this.key(FAILURES, key),
          LOGIN_FAILURE_WINDOW_MS,
          UNLIMITED,
          LOGIN_FAILURE_WINDOW_MS,
          FAILURES,
        );
        const delayMs = loginDelayMs(
          failures.totalHits,
          allowance,
          this.config.loginFirstDelaySeconds * 1000,
          scope,
        );
        if (delayMs > 0) await this.startDelay(key, delayMs);
      }),
    );
  }

  private async startDelay(scopeKey: string, delayMs: number): Promise<void> {
    const start = () => this.storage.increment(this.key(DELAY, scopeKey), delayMs, 0, delayMs, DELAY);
    // The memory storage clears a delay that ran out only when next asked, and that first ask does
    // not start the new one: so ask again. (Redis drops it by itself; the first ask suffices there.)
    if (!(await start()).isBlocked) await start();
  }

  private scopes(account: string, ip: string) {
    const name = account.toLowerCase();
    return [
      { scope: 'accountAndIp' as const, key: `${name}|${ip}`, allowance: this.config.loginMaxFailures },
      { scope: 'account' as const, key: name, allowance: this.config.loginAccountMaxFailures },
    ];
  }

  private key(kind: string, scopeKey: string): string {
    return `${kind}:${scopeKey}`;
  }
}
