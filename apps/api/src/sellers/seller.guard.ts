import { applyDecorators, CanActivate, ExecutionContext, Injectable, UseGuards } from '@nestjs/common';
import { canSell } from '@phonehub/domain';
import type { UserEntity } from '../auth/entities/user.entity';
import { asPolicyUser } from '../common/auth/auth-principal';
import { CommonErrors } from '../common/errors/app-error';
import { SellerErrors } from './sellers.errors';

/**
 * After the global JWT guard, which loads the user from the database on every request: a seller
 * who may sell now (`canSell`), so a suspension or a withdrawn seller flag applies at once. The
 * two refusals say which it is.
 */
@Injectable()
export class SellerGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const user = context.switchToHttp().getRequest<{ user?: UserEntity }>().user;
    if (!user) throw CommonErrors.unauthorized();
    const policyUser = asPolicyUser(user);
    if (canSell(policyUser)) return true;
    throw policyUser.is_seller ? SellerErrors.suspended() : SellerErrors.accessRequired();
  }
}

/** The route (or every route of the controller) is for a seller who may sell. */
export const SellerOnly = () => applyDecorators(UseGuards(SellerGuard));
