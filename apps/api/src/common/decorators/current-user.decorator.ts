import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { UserEntity } from '../../auth/entities/user.entity';

/** The signed-in user the JWT strategy loaded for this request. */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): UserEntity => {
  return context.switchToHttp().getRequest<{ user: UserEntity }>().user;
});
