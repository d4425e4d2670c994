import { HttpStatus } from '@nestjs/common';
import { ErrorCode } from '@phonehub/contracts';
import { CONTACT_DETAILS } from '@phonehub/domain';
import { AppError } from '../common/errors/app-error';

export class EmailTakenError extends AppError {
  constructor() {
    super(HttpStatus.CONFLICT, ErrorCode.EmailTaken, 'An account with this email already exists');
  }
}

/** The same answer for an unknown account and a wrong password, so neither can be probed. */
export class InvalidCredentialsError extends AppError {
  constructor() {
    super(HttpStatus.UNAUTHORIZED, ErrorCode.InvalidCredentials, 'Invalid credentials');
  }
}

/** A change that needs the current password (e.g. the email) was sent with a wrong one. */
export class WrongCurrentPasswordError extends AppError {
  constructor() {
    super(HttpStatus.UNAUTHORIZED, ErrorCode.InvalidCredentials, 'Current password is incorrect');
  }
}

/** Sign-in to an account an admin suspended: says so, and where to write (login is the one place it can be said). */
export const ACCOUNT_SUSPENDED_MESSAGE = `Your account has been suspended. Please contact support at ${CONTACT_DETAILS.supportEmail}.`;

export class AccountSuspendedError extends AppError {
  constructor() {
    super(HttpStatus.FORBIDDEN, ErrorCode.AccountSuspended, ACCOUNT_SUSPENDED_MESSAGE);
  }
}

export class InvalidResetTokenError extends AppError {
  constructor() {
    super(
      HttpStatus.BAD_REQUEST,
      ErrorCode.InvalidResetToken,
      'This password reset link is invalid or has expired.',
    );
  }
}
