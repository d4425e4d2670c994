import { ExecutionContext, Injectable } from '@nestjs/common';
import { ThrottlerGuard, type ThrottlerLimitDetail } from '@nestjs/throttler';
import { RATE_LIMITED_KEY } from '../decorators/rate-limited.decorator';
import { RateLimitedError } from '../errors/app-error';

/**
 * Global, first: limits requests per client IP on routes marked `@RateLimited()`. One budget covers
 * all of them (THROTTLE_AUTH_LIMIT auth requests per minute), not one budget per route.
 */
@Injectable()
export class AuthThrottlerGuard extends ThrottlerGuard {
  protected override async shouldSkip(context: ExecutionContext): Promise<boolean> {
    return !this.reflector.getAllAndOverride<boolean>(RATE_LIMITED_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
  }

  protected override generateKey(_context: ExecutionContext, tracker: string, throttlerName: string): string {
    return `throttle:${throttlerName}:${tracker}`;
  }

  protected override async throwThrottlingException(
    _context: ExecutionContext,
    detail: ThrottlerLimitDetail,
  ): Promise<void> {
    throw new RateLimitedError(detail.timeToBlockExpire);
  }
}
