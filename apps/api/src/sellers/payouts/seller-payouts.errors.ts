import { HttpStatus } from '@nestjs/common';
import { ErrorCode } from '@phonehub/contracts';
import { defineErrors } from '../../common/errors/app-error';

export const PayoutErrors = defineErrors('payout', {
  nothingToPayOut: [HttpStatus.CONFLICT, ErrorCode.Conflict, 'Nothing to pay out'],
  /** Money leaves only for a seller who owns their address (issue 34); the seller portal says so too. */
  sellerEmailNotVerified: [
    HttpStatus.FORBIDDEN,
    ErrorCode.EmailNotVerified,
    'This seller has not verified their email address yet; payouts go only to sellers with a verified address.',
  ],
  idempotencyKeyRequired: [
    HttpStatus.BAD_REQUEST,
    ErrorCode.ValidationFailed,
    'An Idempotency-Key header (1 to 255 characters) is required, so a retried payout pays once',
  ],
});
