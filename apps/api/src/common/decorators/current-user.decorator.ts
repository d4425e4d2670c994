import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { AuthPrincipal } from '../auth/auth-principal';

/**
 * The signed-in user the JWT strategy loaded for this request. A controller types the parameter as
 * the auth module's user (what the strategy returns); the plumbing only knows it as a principal.
 */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AuthPrincipal => {
    return context.switchToHttp().getRequest<{ user: AuthPrincipal }>().user;
  },
);
