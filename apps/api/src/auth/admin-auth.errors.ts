import { HttpStatus } from '@nestjs/common';
import { ErrorCode } from '@phonehub/contracts';
import { defineErrors } from '../common/errors/app-error';
import { RESERVED_EMAIL_MESSAGE } from './admin-identity';

/** The admin's identity and second factor (a table of its own beside AuthErrors). */
export const AdminAuthErrors = defineErrors('adminAuth', {
  /** Shoppers cannot take the administrator's address (or any other at its domain). */
  reservedEmail: [HttpStatus.BAD_REQUEST, ErrorCode.ValidationFailed, RESERVED_EMAIL_MESSAGE],
  totpRequired: [
    HttpStatus.UNAUTHORIZED,
    ErrorCode.TotpRequired,
    'Enter the authentication code from your authenticator app (or one of your recovery codes).',
  ],
  totpInvalid: [
    HttpStatus.UNAUTHORIZED,
    ErrorCode.TotpInvalid,
    'The authentication code is not valid. Enter the current code from your authenticator app, or an unused recovery code.',
  ],
  /** Confirming an enrolment with a code that does not match the new secret. */
  enrolmentCodeInvalid: [
    HttpStatus.BAD_REQUEST,
    ErrorCode.TotpInvalid,
    'That code does not match. Check that the app shows PhoneHub and enter its current 6-digit code.',
  ],
  alreadyEnrolled: [
    HttpStatus.CONFLICT,
    ErrorCode.Conflict,
    'Two-factor authentication is already on. Turn it off first to enrol a new authenticator.',
  ],
  noEnrolmentStarted: [
    HttpStatus.CONFLICT,
    ErrorCode.Conflict,
    'Start the enrolment first: no new authenticator is waiting to be confirmed.',
  ],
  notEnrolled: [HttpStatus.CONFLICT, ErrorCode.Conflict, 'Two-factor authentication is not on.'],
  enrolmentTokenInvalid: [
    HttpStatus.UNAUTHORIZED,
    ErrorCode.Unauthorized,
    'This sign-in step has expired. Please sign in again.',
  ],
});
