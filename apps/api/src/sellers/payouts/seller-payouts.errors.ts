import { HttpStatus } from '@nestjs/common';
import { ErrorCode } from '@phonehub/contracts';
import { defineErrors } from '../../common/errors/app-error';

export const PayoutErrors = defineErrors('payout', {
  nothingToPayOut: [HttpStatus.CONFLICT, ErrorCode.Conflict, 'Nothing to pay out'],
  idempotencyKeyRequired: [
    HttpStatus.BAD_REQUEST,
    ErrorCode.ValidationFailed,
    'An Idempotency-Key header (1 to 255 characters) is required, so a retried payout pays once',
  ],
});
