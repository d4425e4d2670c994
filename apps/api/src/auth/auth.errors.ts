import { HttpStatus } from '@nestjs/common';
import { ErrorCode } from '@phonehub/contracts';
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

export class AccountSuspendedError extends AppError {
  constructor() {
    super(
      HttpStatus.FORBIDDEN,
      ErrorCode.AccountSuspended,
      'Your account has been suspended. Please contact support.',
    );
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
