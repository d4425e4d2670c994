import { HttpStatus } from '@nestjs/common';
import { ErrorCode } from '@phonehub/contracts';
import { CONTACT_DETAILS } from '@phonehub/domain';
import { defineErrors } from '../common/errors/app-error';

/** Sign-in to an account an admin suspended: says so, and where to write (login is the one place it can be said). */
export const ACCOUNT_SUSPENDED_MESSAGE = `Your account has been suspended. Please contact support at ${CONTACT_DETAILS.supportEmail}.`;

export const AuthErrors = defineErrors('auth', {
  emailTaken: [HttpStatus.CONFLICT, ErrorCode.EmailTaken, 'An account with this email already exists'],
  /** The same answer for an unknown account and a wrong password, so neither can be probed. */
  invalidCredentials: [HttpStatus.UNAUTHORIZED, ErrorCode.InvalidCredentials, 'Invalid credentials'],
  /** A change that needs the current password (e.g. the email) was sent with a wrong one. */
  wrongCurrentPassword: [
    HttpStatus.UNAUTHORIZED,
    ErrorCode.InvalidCredentials,
    'Current password is incorrect',
  ],
  accountSuspended: [HttpStatus.FORBIDDEN, ErrorCode.AccountSuspended, ACCOUNT_SUSPENDED_MESSAGE],
  invalidResetToken: [
    HttpStatus.BAD_REQUEST,
    ErrorCode.InvalidResetToken,
    'This password reset link is invalid or has expired.',
  ],
});
