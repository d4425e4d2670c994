import { ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { TokenExpiredError } from '@nestjs/jwt';
import { AppError, CommonErrors } from '../errors/app-error';
import { IS_PUBLIC_KEY } from '../decorators/public.decorator';
import { routeMetadata } from '../decorators/route-metadata';
import { markPrivateRoute } from '../http/no-store';

/** Global: denies by default; `@Public()` routes skip it. */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  private readonly isPublic: (context: ExecutionContext) => boolean | undefined;

  constructor(reflector: Reflector) {
    super();
    this.isPublic = routeMetadata<boolean>(reflector, IS_PUBLIC_KEY);
  }

  override canActivate(context: ExecutionContext) {
    if (this.isPublic(context)) return true;
    // Whatever the outcome (data or 401), the response of a private route is never cached.
    markPrivateRoute(context.switchToHttp().getRequest<object>());
    return super.canActivate(context);
  }

  override handleRequest<TUser>(error: unknown, user: TUser | false, info: unknown): TUser {
    if (error instanceof AppError) throw error;
    if (error || !user) {
      throw CommonErrors.unauthorized(
        info instanceof TokenExpiredError
          ? 'Your session has expired. Please sign in again.'
          : 'Please sign in to continue.',
      );
    }
    return user;
  }
}
