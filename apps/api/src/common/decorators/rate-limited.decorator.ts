import { SetMetadata } from '@nestjs/common';

export const RATE_LIMITED_KEY = 'phonehub:rateLimited';

/** Puts a route (or controller) under the per-IP limit of the 'auth' throttler. */
export const RateLimited = () => SetMetadata(RATE_LIMITED_KEY, true);
