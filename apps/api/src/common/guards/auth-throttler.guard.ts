import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ThrottlerGuard, type ThrottlerLimitDetail } from '@nestjs/throttler';
import { RATE_LIMITED_KEY } from '../decorators/rate-limited.decorator';
import { routeMetadata } from '../decorators/route-metadata';
import { CommonErrors } from '../errors/app-error';

/** The per-IP limiter of the routes marked `@RateLimited()` (AuthThrottlerGuard hands them to it). */
@Injectable()
export class AuthRateLimiter extends ThrottlerGuard {
  protected override generateKey(_context: ExecutionContext, tracker: string, throttlerName: string): string {
    return `throttle:${throttlerName}:${tracker}`;
  }

  protected override async throwThrottlingException(
    _context: ExecutionContext,
    detail: ThrottlerLimitDetail,
  ): Promise<void> {
    throw CommonErrors.rateLimited(detail.timeToBlockExpire);
  }
}

/**
 * Global, first: limits requests per client IP on routes marked `@RateLimited()`. One budget covers
 * all of them (THROTTLE_AUTH_LIMIT auth requests per minute), not one budget per route. Every other
 * route is let through at once, synchronously: ThrottlerGuard's own skip check is async, two
 * promises per request of every route (tools/bench, issue 18).
 */
@Injectable()
export class AuthThrottlerGuard implements CanActivate {
  private readonly rateLimited: (context: ExecutionContext) => boolean | undefined;

  constructor(
    reflector: Reflector,
    private readonly limiter: AuthRateLimiter,
  ) {
    this.rateLimited = routeMetadata<boolean>(reflector, RATE_LIMITED_KEY);
  }

  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    return this.rateLimited(context) ? this.limiter.canActivate(context) : true;
  }
}
