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
  /** Another account's session, an unknown one, or one that already ended. */
  sessionNotFound: [
    HttpStatus.NOT_FOUND,
    ErrorCode.NotFound,
    'Session not found. It may have ended already.',
  ],
  verificationLinkUnknown: [
    HttpStatus.BAD_REQUEST,
    ErrorCode.InvalidVerificationToken,
    'This link is not valid. Please open the latest link we emailed you, or ask for a new one on your account page.',
  ],
  verificationLinkUsed: [
    HttpStatus.BAD_REQUEST,
    ErrorCode.InvalidVerificationToken,
    'This link has already been used. Your account page shows whether your email address is verified.',
  ],
  verificationLinkExpired: [
    HttpStatus.BAD_REQUEST,
    ErrorCode.InvalidVerificationToken,
    'This link has expired. Ask for a new one on your account page.',
  ],
  /** A newer request replaced it, or the account no longer uses the address it was sent to. */
  verificationLinkReplaced: [
    HttpStatus.BAD_REQUEST,
    ErrorCode.InvalidVerificationToken,
    'This link is no longer valid: a newer one was sent. Please open the latest link we emailed you.',
  ],
  /** The link proves the address; the sign-in must be the account it was sent for. */
  verificationLinkOtherAccount: [
    HttpStatus.FORBIDDEN,
    ErrorCode.InvalidVerificationToken,
    (email: string) =>
      `This link was sent to ${email} for another account. Sign in with the account of ${email} and open the link again.`,
  ],
  alreadyVerified: [HttpStatus.CONFLICT, ErrorCode.Conflict, 'Your email address is already verified.'],
  verificationRecentlySent: [
    HttpStatus.TOO_MANY_REQUESTS,
    ErrorCode.RateLimited,
    'We sent you a link less than a minute ago. Please check your inbox (and spam folder) before asking again.',
  ],
});
