import { HttpStatus } from '@nestjs/common';
import { ErrorCode } from '@phonehub/contracts';
import { AppError } from '../../common/errors/app-error';

/** Unknown or malformed id. */
export class ReturnNotFoundError extends AppError {
  constructor() {
    super(HttpStatus.NOT_FOUND, ErrorCode.NotFound, 'Return not found');
  }
}

/** The order cannot be returned now: not delivered, past the 30 days, or already has its return (RETURN_MESSAGES). */
export class ReturnRefusedError extends AppError {
  constructor(detail: string) {
    super(HttpStatus.CONFLICT, ErrorCode.Conflict, detail);
  }
}

/** A requested line that does not fit the order: not one of its lines, or more units than were bought. */
export class ReturnItemsError extends AppError {
  constructor(detail: string) {
    super(HttpStatus.UNPROCESSABLE_ENTITY, ErrorCode.ValidationFailed, detail);
  }
}

/** `refunded` by hand while the return's refund is still with the provider. */
export class ReturnRefundPendingError extends AppError {
  constructor() {
    super(
      HttpStatus.CONFLICT,
      ErrorCode.Conflict,
      'The refund for this return is still pending at the payment provider; it is marked refunded once the provider confirms it',
    );
  }
}
