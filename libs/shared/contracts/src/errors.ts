/** Stable machine-readable codes carried in every error body; screens read `detail`. */
export const ErrorCode = {
  ValidationFailed: 'VALIDATION_FAILED',
  Unauthorized: 'UNAUTHORIZED',
  Forbidden: 'FORBIDDEN',
  NotFound: 'NOT_FOUND',
  Conflict: 'CONFLICT',
  /** A status change the lifecycle's state machine does not allow (409). */
  InvalidTransition: 'INVALID_TRANSITION',
  /** A refund larger than what is left of the order's payment (422). */
  RefundExceedsPayment: 'REFUND_EXCEEDS_PAYMENT',
  EmailTaken: 'EMAIL_TAKEN',
  InvalidCredentials: 'INVALID_CREDENTIALS',
  AccountSuspended: 'ACCOUNT_SUSPENDED',
  InvalidResetToken: 'INVALID_RESET_TOKEN',
  /** The admin's password was right; the sign-in also needs the authenticator's code (401). */
  TotpRequired: 'TOTP_REQUIRED',
  /** The authenticator or recovery code is wrong, expired or already used (401). */
  TotpInvalid: 'TOTP_INVALID',
  /** A verification link that is unknown, used, expired or for another account (400/403). */
  InvalidVerificationToken: 'INVALID_VERIFICATION_TOKEN',
  /** The action needs an email address the account has verified (403). */
  EmailNotVerified: 'EMAIL_NOT_VERIFIED',
  RateLimited: 'RATE_LIMITED',
  PayloadTooLarge: 'PAYLOAD_TOO_LARGE',
  UnsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  Internal: 'INTERNAL_ERROR',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** The one error shape of the API. */
export interface ApiErrorBody {
  statusCode: number;
  code: ErrorCode;
  /** Short, generic summary (e.g. 'Bad Request'). */
  message: string;
  /** The human sentence a screen shows (e.g. 'Invalid credentials'). */
  detail: string;
}
