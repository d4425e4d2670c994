import { HttpStatus } from '@nestjs/common';
import { ErrorCode } from '@phonehub/contracts';
import { defineErrors } from '../../common/errors/app-error';

export const ReturnErrors = defineErrors('returns', {
  /** Unknown or malformed id. */
  notFound: [HttpStatus.NOT_FOUND, ErrorCode.NotFound, 'Return not found'],
  /** The order cannot be returned now: not delivered, past the 30 days, or already has its return (RETURN_MESSAGES). */
  refused: [HttpStatus.CONFLICT, ErrorCode.Conflict, (detail: string) => detail],
  /** A requested line that does not fit the order: not one of its lines, or more units than were bought. */
  items: [HttpStatus.UNPROCESSABLE_ENTITY, ErrorCode.ValidationFailed, (detail: string) => detail],
  /** `refunded` by hand while the return's refund is still with the provider. */
  refundPending: [
    HttpStatus.CONFLICT,
    ErrorCode.Conflict,
    'The refund for this return is still pending at the payment provider; it is marked refunded once the provider confirms it',
  ],
});
