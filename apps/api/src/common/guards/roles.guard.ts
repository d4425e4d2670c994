import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { canSell, isAdmin, type PolicyUser } from '@phonehub/domain';
import { asPolicyUser, type AuthPrincipal } from '../auth/auth-principal';
import { ROLES_KEY, Role } from '../decorators/roles.decorator';
import { routeMetadata } from '../decorators/route-metadata';
import { CommonErrors } from '../errors/app-error';

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
    const user = context.switchToHttp().getRequest<{ user?: AuthPrincipal }>().user;
    if (!user) throw CommonErrors.unauthorized();
    const policyUser = asPolicyUser(user);
    if (!roles.some((role) => HOLDS[role](policyUser))) throw CommonErrors.forbidden();
    return true;
  }
}
