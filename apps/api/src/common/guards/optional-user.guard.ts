import { ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { CommonErrors } from '../errors/app-error';

/**
 * For @Public() routes that also serve signed-in users: without an Authorization header the caller
 * is a guest; with one, the token must be valid (a bad token is a 401, never a silent guest).
 */
@Injectable()
export class OptionalUserGuard extends AuthGuard('jwt') {
  override canActivate(context: ExecutionContext) {
    const request = context.switchToHttp().getRequest<{ headers: Record<string, unknown> }>();
    if (request.headers.authorization === undefined) return true;
    return super.canActivate(context);
  }

  override handleRequest<TUser>(error: unknown, user: TUser | false): TUser {
    if (error || !user) throw CommonErrors.unauthorized();
    return user;
  }
}
