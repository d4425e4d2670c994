import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { UserEntity } from '../../auth/entities/user.entity';
import { ROLES_KEY, Role } from '../decorators/roles.decorator';
import { ForbiddenError, UnauthorizedError } from '../errors/app-error';

const HOLDS: Record<Role, (user: UserEntity) => boolean> = {
  admin: (user) => user.role === 'admin',
  seller: (user) => user.isSeller && !user.isSuspended,
};

/** Global, after the JWT guard: checks `@Roles(...)` against the user loaded from the database. */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!roles || roles.length === 0) return true;
    const user = context.switchToHttp().getRequest<{ user?: UserEntity }>().user;
    if (!user) throw new UnauthorizedError();
    if (!roles.some((role) => HOLDS[role](user))) throw new ForbiddenError();
    return true;
  }
}
