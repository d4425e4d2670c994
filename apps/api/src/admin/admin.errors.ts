import { HttpStatus } from '@nestjs/common';
import { ErrorCode } from '@phonehub/contracts';
import { AppError, NotFoundError } from '../common/errors/app-error';

export class UserNotFoundError extends NotFoundError {
  constructor() {
    super('User not found');
  }
}

/** An admin suspending their own account would lock themselves out of the portal. */
export class CannotSuspendSelfError extends AppError {
  constructor() {
    super(HttpStatus.CONFLICT, ErrorCode.Conflict, 'You cannot suspend your own account');
  }
}
