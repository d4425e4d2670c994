import { HttpStatus } from '@nestjs/common';
import { ErrorCode } from '@phonehub/contracts';
import { defineErrors } from '../common/errors/app-error';

export const AdminErrors = defineErrors('admin', {
  userNotFound: [HttpStatus.NOT_FOUND, ErrorCode.NotFound, 'User not found'],
  /** An admin suspending their own account would lock themselves out of the portal. */
  cannotSuspendSelf: [HttpStatus.CONFLICT, ErrorCode.Conflict, 'You cannot suspend your own account'],
});
