import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { canSell, isAdmin, type PolicyUser } from '@phonehub/domain';
import type { UserEntity } from '../../auth/entities/user.entity';
import { ROLES_KEY, Role } from '../decorators/roles.decorator';
import { routeMetadata } from '../decorators/route-metadata';
import { ForbiddenError, UnauthorizedError } from '../errors/app-error';

// The rules themselves live in the shared policy module; the entity is only renamed into its shape.
export const asPolicyUser = (user: UserEntity): PolicyUser => ({
  id: user.id,
  role: user.role,
  is_seller: user.isSeller,
  is_suspended: user.isSuspended,
  seller_suspended: user.sellerSuspended,
});

const HOLDS: Record<Role, (user: PolicyUser) => boolean> = { admin: isAdmin, seller: canSell };

/** Global, after the JWT guard: checks `@Roles(...)` against the user loaded from the database. */
@Injectable()
export class RolesGuard implements CanActivate {
  private readonly rolesOf: (context: ExecutionContext) => Role[] | undefined;

  constructor(reflector: Reflector) {
    this.rolesOf = routeMetadata<Role[]>(reflector, ROLES_KEY);
  }

  canActivate(context: ExecutionContext): boolean {
    const roles = this.rolesOf(context);
    if (!roles || roles.length === 0) return true;
    const user = context.switchToHttp().getRequest<{ user?: UserEntity }>().user;
    if (!user) throw new UnauthorizedError();
    const policyUser = asPolicyUser(user);
    if (!roles.some((role) => HOLDS[role](policyUser))) throw new ForbiddenError();
    return true;
  }
}
