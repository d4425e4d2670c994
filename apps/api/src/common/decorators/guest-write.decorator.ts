import { applyDecorators, UseGuards } from '@nestjs/common';
import { ApiBearerAuth } from '@nestjs/swagger';
import { OptionalUserGuard } from '../guards/optional-user.guard';
import { Public } from './public.decorator';
import { RateLimited } from './rate-limited.decorator';

/**
 * A write a guest may make as well as a signed-in shopper: open to anyone but under the per-IP
 * limit, and a bearer token, when one is sent, still names the account that makes it.
 */
export const GuestWrite = () =>
  applyDecorators(Public(), RateLimited(), UseGuards(OptionalUserGuard), ApiBearerAuth());
